#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the bytes of one input document, for every command, with one set of refusals.
///
/// Documents come from pull requests, so a path may name anything a repository can hold: a
/// symbolic link to `/dev/zero` or `/dev/stdin`, a FIFO, a socket. Seeking to the end to learn
/// the size gives 0 for those, and reading them either never ends (a device: memory runs out) or
/// never starts (a FIFO without a writer blocks `open` itself). So only regular files are read
/// (a link to one is followed); the kind is learned with `stat` before opening and checked
/// again with `fstat` on a descriptor opened with `O_NONBLOCK` (nothing can block, and a file
/// swapped in between is still caught); the size limit is checked on the regular file's size
/// and again while reading (a file growing under us). `-` is standard input, which may be a pipe:
/// it is read with the same limit, counted as it is read.
///
/// Every refusal is an `XMLParseError` of kind `.unreadable` at 1:1, which every command reports
/// as the `unreadable-input` rule with the same message (`InputFile.message`).
public enum InputFile {
    /// The finding's message for a refused input.
    public static func message(_ error: XMLParseError) -> String {
        var text = "Cannot read the file: \(error.message)"
        if !text.hasSuffix(".") { text += "." }
        return text
    }

    public static func read(path: String, maxBytes: Int) throws(XMLParseError) -> [UInt8] {
        if path == "-" { return try readAll(fd: 0, maxBytes: maxBytes, what: "standard input") }
        var st = stat()
        guard stat(path, &st) == 0 else { throw refusal(errnoReason(errno)) }
        if let kind = notRegular(st.st_mode) { throw refusal(kind) }
        if Int64(st.st_size) > Int64(maxBytes) { throw refusal(tooLarge(Int64(st.st_size), maxBytes)) }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw refusal(errnoReason(errno)) }
        defer { close(fd) }
        // The path may have been replaced between stat and open: judge what was opened.
        guard fstat(fd, &st) == 0 else { throw refusal(errnoReason(errno)) }
        if let kind = notRegular(st.st_mode) { throw refusal(kind) }
        return try readAll(fd: fd, maxBytes: maxBytes, what: "the file", expected: Int(st.st_size))
    }

    /// Reads `fd` to its end, refusing more than `maxBytes`; waits for data on a pipe (standard
    /// input) but never on a regular file, which is all `read(path:)` opens.
    static func readAll(fd: Int32, maxBytes: Int, what: String, expected: Int = 0) throws(XMLParseError) -> [UInt8] {
        var bytes: [UInt8] = []
        // A regular file's size is known: one buffer of that size instead of doubling into it
        // (growth would briefly hold up to three times the document; memory is per document x jobs).
        bytes.reserveCapacity(min(max(expected, 0), maxBytes) + 1)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n == 0 { break }
            if n < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    // Standard input opened non-blocking by the caller's shell: wait for data.
                    var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&p, 1, -1)
                    continue
                }
                throw refusal(errnoReason(errno))
            }
            if bytes.count + n > maxBytes {
                throw refusal("\(what) is larger than \(maxBytes / 1_048_576) MB; \(notRead(maxBytes))")
            }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return bytes
    }

    static func refusal(_ reason: String) -> XMLParseError {
        XMLParseError(kind: .unreadable, message: reason, line: 1, column: 1)
    }

    static func tooLarge(_ size: Int64, _ maxBytes: Int) -> String {
        "the file is \(size / 1_048_576) MB; \(notRead(maxBytes))"
    }

    static func notRead(_ maxBytes: Int) -> String {
        "documents over \(maxBytes / 1_048_576) MB are not read (Interface Builder documents are at most a few MB)"
    }

    /// The bytes of a file an input brings besides its documents (a configuration, a baseline, a
    /// source file, `.strings` file or asset catalog entry under `--sources`, a list of files),
    /// with the refusals documents get: a pull request can commit any of them as a link to
    /// `/dev/zero` or as a FIFO too. Never standard input: a file named `-` is a file.
    public static func contents(path: String, maxBytes: Int) throws(XMLParseError) -> [UInt8] {
        try read(path: path == "-" ? "./-" : path, maxBytes: maxBytes)
    }

    /// `contents(path:maxBytes:)`, or nil for a file that cannot be read or is refused, for the
    /// inputs whose absence is not an error (an optional `.strings` file, a source file).
    public static func contentsIfReadable(path: String, maxBytes: Int) -> [UInt8]? {
        try? contents(path: path, maxBytes: maxBytes)
    }

    /// Whether `path` names a regular file (through symbolic links), the only kind `read` reads.
    public static func isRegularFile(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && notRegular(st.st_mode) == nil
    }

    /// Why a file of this mode is not read, or nil for a regular file.
    static func notRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "it is a directory, not a document"
        case S_IFIFO: return "it is a FIFO (named pipe), not a regular file"
        case S_IFCHR: return "it is a character device, not a regular file"
        case S_IFBLK: return "it is a block device, not a regular file"
        case S_IFSOCK: return "it is a socket, not a regular file"
        default: return "it is not a regular file"
        }
    }

    static func errnoReason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file or directory"
        case EACCES, EPERM: return "permission denied"
        case ENOTDIR: return "a component of the path is not a directory"
        case ELOOP: return "too many levels of symbolic links"
        case ENAMETOOLONG: return "the path is too long"
        default: return String(cString: strerror(code))
        }
    }
}

/// read(2), named apart from `InputFile.read(path:maxBytes:)`, which hides it inside the type.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

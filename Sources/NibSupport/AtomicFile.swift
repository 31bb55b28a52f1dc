import Foundation
#if canImport(Glibc)
import Glibc
private func posixWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { Glibc.write(fd, p, n) }
#elseif canImport(Darwin)
import Darwin
private func posixWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { Darwin.write(fd, p, n) }
#endif

/// Writing a user's file without ever losing it: a temporary file in the same directory, written
/// completely and flushed to disk, given the original's permissions (and owner, when allowed),
/// then renamed over the original (rename is atomic on one file system) and the directory
/// flushed so the rename itself survives a power cut. At every instant the path holds either the
/// old bytes or the new ones; a failure at any step removes the temporary file and leaves the
/// original untouched.
///
/// A symbolic link is followed (as editors do): its final target is replaced and the link stays
/// a link. A read-only file is not replaced (rename would ignore its mode, and read-only is how
/// users say "do not change this"). Nothing is written if the file changed on disk since it was
/// read.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    /// The write(2) used for the temporary file; tests replace it to simulate a full disk.
    nonisolated(unsafe) static var systemWrite: (Int32, UnsafeRawPointer, Int) -> Int = posixWrite

    public static func write(_ bytes: [UInt8], to path: String, expectedCurrent: [UInt8]?) throws {
        let target = try resolveLinks(path)
        var info = stat()
        let exists = stat(target, &info) == 0
        if let expectedCurrent {
            guard let now = FileManager.default.contents(atPath: target), [UInt8](now) == expectedCurrent else {
                throw WriteError(description: "\(path) changed on disk while nibtool was working; nothing was written")
            }
        }
        if exists && info.st_mode & 0o222 == 0 {
            throw WriteError(description: "\(path) is read-only; it was left untouched (make it writable to fix it)")
        }
        let directory = (target as NSString).deletingLastPathComponent.isEmpty ? "." : (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = directory + "/.\(name).nibtool-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw WriteError(description: "cannot write in \(directory): \(String(cString: strerror(errno))); \(path) was left untouched")
        }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { failure = n == 0 ? "no space left" : String(cString: strerror(errno)); return }
                offset += n
            }
        }
        // The original's mode, and its owner where we may set it (root fixing someone's file).
        let mode = exists ? info.st_mode & 0o7777 : 0o666 & ~currentUmask()
        if failure == nil, fchmod(fd, mode) != 0 { failure = String(cString: strerror(errno)) }
        if failure == nil, exists, info.st_uid != getuid() || info.st_gid != getgid() { _ = fchown(fd, info.st_uid, info.st_gid) }
        if failure == nil, fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0, failure == nil { failure = String(cString: strerror(errno)) }
        if let failure {
            unlink(temporary)
            throw WriteError(description: "writing \(path) failed (\(failure)); the original was left untouched")
        }
        // Tests interrupt the process here to prove the original survives.
        if let pause = ProcessInfo.processInfo.environment["NIBTOOL_TEST_PAUSE_BEFORE_RENAME"], let seconds = Double(pause) {
            Thread.sleep(forTimeInterval: seconds)
        }
        guard rename(temporary, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(description: "cannot replace \(path): \(reason); the original was left untouched")
        }
        // The new directory entry is only durable once the directory is flushed too.
        let dirFD = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dirFD >= 0 {
            _ = fsync(dirFD)
            close(dirFD)
        }
    }

    /// The file a path finally names, following symbolic links (also dangling ones, so a new
    /// file is created where the link points) up to the system's 40 hops.
    static func resolveLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let n = readlink(current, &buffer, buffer.count - 1)
            guard n > 0 else { return current }
            let destination = String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = destination.hasPrefix("/") ? destination : ((current as NSString).deletingLastPathComponent as NSString).appendingPathComponent(destination)
        }
        throw WriteError(description: "\(path): too many levels of symbolic links; nothing was written")
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}

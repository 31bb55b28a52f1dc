import Foundation
#if canImport(Glibc)
import Glibc
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { Glibc.write(fd, p, n) }
#elseif canImport(Darwin)
import Darwin
private func systemWrite(_ fd: Int32, _ p: UnsafeRawPointer, _ n: Int) -> Int { Darwin.write(fd, p, n) }
#endif

/// Writing a user's file without ever losing it: a temporary file in the same directory, flushed
/// to disk, given the original's permissions, then renamed over the original (rename is atomic on
/// one file system). A symbolic link is followed: the target is replaced, the link kept. Nothing
/// is written if the file changed on disk since it was read.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible {
        public var description: String
    }

    public static func write(_ bytes: [UInt8], to path: String, expectedCurrent: [UInt8]?) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let fm = FileManager.default
        if let expectedCurrent {
            guard let now = fm.contents(atPath: target), [UInt8](now) == expectedCurrent else {
                throw WriteError(description: "\(path) changed on disk while nibtool was working; nothing was written")
            }
        }
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        let temporary = (directory.isEmpty ? "." : directory) + "/.\(name).nibtool-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else {
            throw WriteError(description: "cannot write in \(directory.isEmpty ? "." : directory): \(String(cString: strerror(errno))); \(path) was left untouched")
        }
        var ok = true
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + offset, raw.count - offset)
                if n <= 0 { ok = false; return }
                offset += n
            }
        }
        if fsync(fd) != 0 { ok = false }
        let mode = (try? fm.attributesOfItem(atPath: target)[.posixPermissions] as? Int) ?? 0o644
        if fchmod(fd, mode_t(mode)) != 0 { ok = false }
        close(fd)
        guard ok else {
            unlink(temporary)
            throw WriteError(description: "writing \(path) failed (\(String(cString: strerror(errno)))); the original was left untouched")
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
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lexical path arithmetic (no file system access, no symbolic links resolved) and globs, for
/// the configuration's `included` / `excluded` and the baseline's paths.
public enum PathGlob {
    /// `path` made absolute against `base` (itself absolute), with `.` and `..` segments and
    /// repeated slashes removed.
    public static func absolute(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for seg in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if seg == "." { continue }
            if seg == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(seg)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` (absolute) relative to the directory `dir` (absolute), with `..` where needed.
    public static func relative(_ path: String, to dir: String) -> String {
        let p = path.split(separator: "/"), d = dir.split(separator: "/")
        var common = 0
        while common < p.count, common < d.count, p[common] == d[common] { common += 1 }
        let up = Array(repeating: "..", count: d.count - common)
        let rest = p[common...].map(String.init)
        let all = up + rest
        return all.isEmpty ? "." : all.joined(separator: "/")
    }

    /// The current directory.
    public static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        let n = buffer.firstIndex(of: 0) ?? buffer.count
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The directory part of an absolute path.
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let d = String(path[..<slash])
        return d.isEmpty ? "/" : d
    }

    /// Whether the absolute `path` is matched by the absolute glob `pattern`, or lies inside a
    /// directory the pattern matches (so `Pods` excludes everything under `Pods/`, as in
    /// swiftlint). `*` and `?` and `[...]` match within one path segment; a `**` segment matches
    /// any number of segments, including none.
    public static func matches(pattern: String, path: String) -> Bool {
        let pat = pattern.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let segs = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return matchPrefix(pat[...], segs[...])
    }

    /// True when `pat` matches `segs` or a leading part of it (a directory containing the path).
    private static func matchPrefix(_ pat: ArraySlice<String>, _ segs: ArraySlice<String>) -> Bool {
        guard let first = pat.first else { return true }
        if first == "**" {
            let rest = pat.dropFirst()
            var s = segs
            while true {
                if matchPrefix(rest, s) { return true }
                if s.isEmpty { return false }
                s = s.dropFirst()
            }
        }
        guard let seg = segs.first, segment(first, seg) else { return false }
        return matchPrefix(pat.dropFirst(), segs.dropFirst())
    }

    private static func segment(_ pattern: String, _ name: String) -> Bool {
        if !pattern.contains(where: { $0 == "*" || $0 == "?" || $0 == "[" || $0 == "\\" }) { return pattern == name }
        return fnmatch(pattern, name, 0) == 0
    }
}

/// The "Unable to simultaneously satisfy constraints" reports in a console log: the listed
/// constraints and the one UIKit broke. Lines around them (timestamps, other output) are ignored.
public struct ConsoleLog: Sendable {
    public struct Report: Sendable {
        /// 1-based line of `Unable to simultaneously satisfy constraints.`
        public var line: Int
        public var constraints: [LogConstraint]
        /// Entries in the list that are not constraint descriptions UIKit writes.
        public var unreadable: [(line: Int, text: String)]
        /// The constraint after "Will attempt to recover by breaking constraint".
        public var broken: LogConstraint?
    }

    public var reports: [Report]

    public static let header = "Unable to simultaneously satisfy constraints"
    static let recovery = "Will attempt to recover by breaking constraint"
    static let breakpoint = "Make a symbolic breakpoint"

    public init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        var reports: [Report] = []
        var i = 0
        while i < lines.count {
            guard lines[i].contains(Self.header) else { i += 1; continue }
            var report = Report(line: i + 1, constraints: [], unreadable: [], broken: nil)
            i += 1
            // The list: quoted descriptions, usually between "(" and ")" (older iOS versions
            // print them without the parentheses, some logs close with "}").
            var inList = false
            while i < lines.count, !lines[i].contains(Self.header), !lines[i].hasPrefix(Self.recovery), !lines[i].hasPrefix(Self.breakpoint) {
                let line = lines[i]
                if line == "(" {
                    inList = true
                } else if line == ")" || line == "}" {
                    inList = false
                } else if line.hasPrefix("\"<") || line.hasPrefix("<") {
                    if let c = LogConstraintParser.parse(line) { report.constraints.append(c) } else { report.unreadable.append((i + 1, line)) }
                } else if inList && !line.isEmpty {
                    report.unreadable.append((i + 1, line))
                }
                i += 1
            }
            // "Will attempt to recover by breaking constraint" then the constraint on the next non-empty line.
            if i < lines.count, lines[i].hasPrefix(Self.recovery) {
                var k = i + 1
                while k < lines.count, lines[k].isEmpty { k += 1 }
                if k < lines.count { report.broken = LogConstraintParser.parse(lines[k]) }
                i = k
            }
            reports.append(report)
        }
        self.reports = reports
    }
}

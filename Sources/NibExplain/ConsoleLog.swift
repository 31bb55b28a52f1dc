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

    public init(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
        var reports: [Report] = []
        var i = 0
        while i < lines.count {
            guard lines[i].contains(Self.header) else { i += 1; continue }
            var report = Report(line: i + 1, constraints: [], unreadable: [], broken: nil)
            i += 1
            // The list: from a line "(" to a line ")".
            while i < lines.count, lines[i] != "(", !lines[i].contains(Self.header) { i += 1 }
            if i < lines.count, lines[i] == "(" {
                i += 1
                while i < lines.count, lines[i] != ")", !lines[i].contains(Self.header) {
                    if !lines[i].isEmpty {
                        if let c = LogConstraintParser.parse(lines[i]) { report.constraints.append(c) } else { report.unreadable.append((i + 1, lines[i])) }
                    }
                    i += 1
                }
            }
            // "Will attempt to recover by breaking constraint" then the constraint on the next non-empty line.
            var j = i
            while j < lines.count, j < i + 6, !lines[j].contains(Self.header) {
                if lines[j].hasPrefix("Will attempt to recover by breaking constraint") {
                    var k = j + 1
                    while k < lines.count, lines[k].isEmpty { k += 1 }
                    if k < lines.count { report.broken = LogConstraintParser.parse(lines[k]) }
                    break
                }
                j += 1
            }
            reports.append(report)
        }
        self.reports = reports
    }
}

/// JUnit XML as Jenkins (junit plugin), GitLab (`artifacts:reports:junit`), Azure and CircleCI
/// read it: one `<testsuite>` per document, one `<testcase>` per diagnostic, failing (`<failure>`)
/// for errors and warnings, passing with the text in `<system-out>` for notes. A document without
/// findings is one passing test case, so a clean run still reports its tests. An input that could
/// not be read at all is an `<error>` (the test could not run), not a failure.
public struct JUnitReporter: Reporter {
    public init() {}

    public func render(_ reports: [FileReport]) -> String {
        var suites = ""
        var totalTests = 0, totalFailures = 0, totalErrors = 0
        for report in reports {
            var cases = ""
            var tests = 0, failures = 0, errors = 0
            for d in report.diagnostics {
                tests += 1
                let name = "\(d.rule) \(d.line):\(d.column)"
                cases += "    <testcase name=\"\(Self.attribute(name))\" classname=\"\(Self.attribute(report.path))\" file=\"\(Self.attribute(report.path))\">\n"
                var body = "\(report.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.rule)]"
                if let id = d.objectID { body += "\nobject: \(id)" }
                if let scene = d.scene { body += "\nscene: \(scene)" }
                if report.unreadable {
                    errors += 1
                    cases += "      <error message=\"\(Self.attribute(d.message))\" type=\"\(Self.attribute(d.rule))\">\(Self.text(body))</error>\n"
                } else if d.severity == .note {
                    cases += "      <system-out>\(Self.text(body))</system-out>\n"
                } else {
                    failures += 1
                    cases += "      <failure message=\"\(Self.attribute(d.message))\" type=\"\(Self.attribute(d.severity.rawValue))\">\(Self.text(body))</failure>\n"
                }
                cases += "    </testcase>\n"
            }
            if report.diagnostics.isEmpty {
                tests = 1
                cases += "    <testcase name=\"nibtool validate\" classname=\"\(Self.attribute(report.path))\" file=\"\(Self.attribute(report.path))\"/>\n"
            }
            totalTests += tests; totalFailures += failures; totalErrors += errors
            suites += "  <testsuite name=\"\(Self.attribute(report.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
            suites += cases
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"nibtool validate\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
            + suites
            + "</testsuites>\n"
    }

    /// An attribute value in double quotes: `&`, `<`, `>`, `"` and `'` as entities, tab, line feed
    /// and carriage return as character references (an XML parser would normalize them to spaces),
    /// and characters XML 1.0 cannot carry at all as U+FFFD.
    public static func attribute(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(allowed(u) ? u : "\u{FFFD}")
            }
        }
        return out
    }

    /// Character data: `&`, `<` and `>` as entities (so `]]>` cannot appear), `\r` as a character
    /// reference (a parser would drop it), characters XML 1.0 cannot carry as U+FFFD.
    public static func text(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            default: out.unicodeScalars.append(allowed(u) ? u : "\u{FFFD}")
            }
        }
        return out
    }

    /// XML 1.0's `Char` production.
    static func allowed(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}

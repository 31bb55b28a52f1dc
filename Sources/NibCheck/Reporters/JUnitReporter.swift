import NibXML
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
                cases += "    <testcase name=\"\(XMLOutputEscaping.attribute(name))\" classname=\"\(XMLOutputEscaping.attribute(report.path))\" file=\"\(XMLOutputEscaping.attribute(report.path))\">\n"
                var body = "\(report.path):\(d.line):\(d.column): \(d.severity.rawValue): \(d.message) [\(d.rule)]"
                if let id = d.objectID { body += "\nobject: \(id)" }
                if let scene = d.scene { body += "\nscene: \(scene)" }
                if report.unreadable {
                    errors += 1
                    cases += "      <error message=\"\(XMLOutputEscaping.attribute(d.message))\" type=\"\(XMLOutputEscaping.attribute(d.rule))\">\(XMLOutputEscaping.text(body))</error>\n"
                } else if d.severity == .note {
                    cases += "      <system-out>\(XMLOutputEscaping.text(body))</system-out>\n"
                } else {
                    failures += 1
                    cases += "      <failure message=\"\(XMLOutputEscaping.attribute(d.message))\" type=\"\(XMLOutputEscaping.attribute(d.severity.rawValue))\">\(XMLOutputEscaping.text(body))</failure>\n"
                }
                cases += "    </testcase>\n"
            }
            if report.diagnostics.isEmpty {
                tests = 1
                cases += "    <testcase name=\"nibtool validate\" classname=\"\(XMLOutputEscaping.attribute(report.path))\" file=\"\(XMLOutputEscaping.attribute(report.path))\"/>\n"
            }
            totalTests += tests; totalFailures += failures; totalErrors += errors
            suites += "  <testsuite name=\"\(XMLOutputEscaping.attribute(report.path))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
            suites += cases
            suites += "  </testsuite>\n"
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"nibtool validate\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
            + suites
            + "</testsuites>\n"
    }
}

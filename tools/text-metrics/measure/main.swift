// nibtext-measure: prints raw Inter measurements for the calibration script.
//
//   swift run -c release nibtext-measure tools/text-metrics/samples.tsv > tools/text-metrics/raw.tsv
//
// Input: the TSV written by extract.py (columns text, font_type, font_weight, font_size,
// font_name, font_style are used). Output: one row per input row, in the same order:
//   idx  chars  missing  size  weight  custom  text_nokern  text_kern  disp_nokern  disp_kern
// widths in points of the longest explicit line (the text split at \n), uncalibrated.
//
//   nibtext-measure --predict samples.tsv   prints the calibrated Swift predictions instead:
//   idx  best_w  best_h  w_lo  w_hi  h_lo  h_hi  degraded
// (labels with numberOfLines 1 as one line, other labels wrapped at their saved width, buttons
// via buttonIntrinsicSize), for calibrate.py --check-swift.
import Foundation
import NibText

var args = CommandLine.arguments
let predictMode = args.contains("--predict")
args.removeAll { $0 == "--predict" }
guard args.count >= 2, let data = FileManager.default.contents(atPath: args[1]),
      let content = String(data: data, encoding: .utf8) else {
    FileHandle.standardError.write("usage: nibtext-measure samples.tsv\n".data(using: .utf8)!)
    exit(2)
}
let measurer = TextMeasurer()
if measurer.isDegraded {
    FileHandle.standardError.write("warning: Inter not found, degraded estimate\n".data(using: .utf8)!)
}
var lines = content.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
let header = lines.removeFirst().split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
func col(_ name: String) -> Int { header.firstIndex(of: name)! }
let (cText, cType, cWeight, cSize, cName, cStyle) =
    (col("text"), col("font_type"), col("font_weight"), col("font_size"), col("font_name"), col("font_style"))

func unescape(_ s: String) -> String {
    var out = ""
    var it = s.makeIterator()
    while let c = it.next() {
        if c == "\\", let n = it.next() {
            switch n {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            default: out.append(n)
            }
        } else { out.append(c) }
    }
    return out
}

if predictMode {
    let (cKind, cTools, cScale, cType2, cL, cR, cT, cB, cConf) = (col("kind"), col("tools"), col("scale"),
        col("button_type"), col("cinset_l"), col("cinset_r"), col("cinset_t"), col("cinset_b"), col("config"))
    let (cLines, cWidth) = (col("lines"), col("width"))
    print("idx\tbest_w\tbest_h\tw_lo\tw_hi\th_lo\th_hi\tdegraded")
    for (i, line) in lines.enumerated() {
        let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        var attrs: [String: String] = [:]
        attrs["type"] = f[cType]; attrs["weight"] = f[cWeight]; attrs["pointSize"] = f[cSize]
        attrs["name"] = f[cName]; attrs["style"] = f[cStyle]
        let font = FontSpec(attributes: attrs.filter { !$0.value.isEmpty })
        let text = unescape(f[cText])
        let tools = Double(f[cTools]) ?? 0, scale = Double(f[cScale]) ?? 2
        let m: MeasuredSize
        if f[cKind] == "button" {
            let ins = TextMeasurer.Insets(top: Double(f[cT]) ?? 0, left: Double(f[cL]) ?? 0,
                                          bottom: Double(f[cB]) ?? 0, right: Double(f[cR]) ?? 0)
            m = measurer.buttonIntrinsicSize(title: text, font: font, buttonType: f[cType2], contentEdgeInsets: ins,
                                             configuration: !f[cConf].isEmpty, toolsVersion: tools, scale: scale)
        } else if (Int(f[cLines]) ?? 1) != 1 {
            // multi-line label: wrap at its saved width (which its constraints fix)
            m = measurer.labelIntrinsicSize(text: text, font: font, toolsVersion: tools, scale: scale,
                                            numberOfLines: Int(f[cLines]) ?? 0,
                                            preferredMaxLayoutWidth: Double(f[cWidth]))
        } else {
            m = measurer.labelIntrinsicSize(text: text, font: font, toolsVersion: tools, scale: scale)
        }
        let v = [m.best.width, m.best.height, m.width.lowerBound, m.width.upperBound, m.height.lowerBound, m.height.upperBound]
        print("\(i)\t" + v.map { String(format: "%.4f", $0) }.joined(separator: "\t") + "\t\(m.degraded ? 1 : 0)")
    }
    exit(0)
}

print("idx\tchars\tmissing\tsize\tweight\tcustom\ttext_nokern\ttext_kern\tdisp_nokern\tdisp_kern")
for (i, line) in lines.enumerated() {
    let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
    var attrs: [String: String] = [:]
    attrs["type"] = f[cType]; attrs["weight"] = f[cWeight]; attrs["pointSize"] = f[cSize]
    attrs["name"] = f[cName]; attrs["style"] = f[cStyle]
    let font = FontSpec(attributes: attrs.filter { !$0.value.isEmpty })
    let r = font.resolved
    let text = unescape(f[cText])
    // the widest explicit line
    let parts = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var best: [RawAdvance] = []
    var bestW = -1.0
    for p in parts {
        let m = [
            measurer.raw(p, font: font, display: false, kerning: false),
            measurer.raw(p, font: font, display: false, kerning: true),
            measurer.raw(p, font: font, display: true, kerning: false),
            measurer.raw(p, font: font, display: true, kerning: true),
        ]
        if m[1].width > bestW { bestW = m[1].width; best = m }
    }
    let fmt = { (x: Double) in String(format: "%.9f", x) }
    print("\(i)\t\(best[0].characters)\t\(best[0].missing)\t\(fmt(r.size))\t\(r.weight)\t\(r.custom ? 1 : 0)\t"
          + best.map { fmt($0.width) }.joined(separator: "\t"))
}

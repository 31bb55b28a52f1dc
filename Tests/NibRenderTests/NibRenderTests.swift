import Foundation
import NibLayout
import NibModel
@testable import NibRender
import NibXML
import XCTest

final class PNGRenderTests: XCTestCase {
    static let systemRed = ColorValue(red: 1, green: 0.23137254901960785, blue: 0.18823529411764706)

    /// R04: the red view's center is red and the root around it white, in three size classes
    /// (each laid out on its own device); outside the scene is the canvas.
    func testRedViewPixelsInThreeSizeClasses() throws {
        let doc = try RenderSupport.load("SampleDocuments/Cookbook/R04-single-view-simple.storyboard")
        for traits in ["wC-hR", "wC-hC", "wR-hR"] {
            let panel = RenderSupport.panel(doc, traits: traits)
            XCTAssertEqual(panel.configuration.traitsName, traits)
            let sheet = Preview.sheet([panel])
            let scale = panel.configuration.scale
            let bitmap = try Bitmap(png: try CairoRenderer.png(sheet, scale: scale))
            XCTAssertEqual(bitmap.width, Int((sheet.width * scale).rounded(.up)), traits)
            let red = try XCTUnwrap(RenderSupport.viewRect(sheet, id: "Cdc-iP-Q9L"), traits)
            let root = try XCTUnwrap(RenderSupport.viewRect(sheet, id: "VXp-D3-MlQ"), traits)
            XCTAssertEqual(root.width, panel.configuration.size.width, traits)
            XCTAssertGreaterThan(red.width, 100, traits)
            assertColor(bitmap.color(atPoint: red.midX, red.midY, scale: scale), Self.systemRed, "\(traits): center of the red view")
            assertColor(bitmap.color(atPoint: red.x + 3, red.y + 3, scale: scale), Self.systemRed, "\(traits): inside the red view's corner")
            // Between the red view and the root's edge (the margins), below the red view: white.
            assertColor(bitmap.color(atPoint: root.x + 4, red.midY, scale: scale), .white, "\(traits): root left of the red view")
            assertColor(bitmap.color(atPoint: red.midX, root.maxY - 4, scale: scale), .white, "\(traits): root below the red view")
            assertColor(bitmap.color(atPoint: 4, sheet.height - 4, scale: scale), sheet.background, "\(traits): canvas outside the scene")
        }
    }

    func testPNGIsAtDeviceScale() throws {
        let doc = try RenderSupport.load("SampleDocuments/Cookbook/R04-single-view-simple.storyboard")
        let panel = RenderSupport.panel(doc, traits: nil)
        XCTAssertEqual(panel.configuration.device.id, "retina6_12")
        XCTAssertEqual(panel.scene.scale, 3)
        let sheet = Preview.sheet([panel])
        XCTAssertEqual(sheet.scale, 3)
        let png = try CairoRenderer.png(sheet, scale: sheet.scale)
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let bitmap = try Bitmap(png: png)
        XCTAssertEqual(bitmap.width, Int((sheet.width * 3).rounded(.up)))
        XCTAssertEqual(bitmap.height, Int((sheet.height * 3).rounded(.up)))
    }

    /// Large PNGs are filtered and deflated in pieces on several cores and joined: the file must
    /// decode (zlib checksum included, through libpng) to exactly the pixels cairo drew, opaque
    /// (RGB) and with transparency (RGBA), and a small image stays one piece.
    func testPNGPiecesDecodeToTheDrawnPixels() throws {
        let doc = try RenderSupport.load("SampleDocuments/Cookbook/R02-stack-nested.storyboard")
        var sheet = Preview.sheet([RenderSupport.panel(doc, traits: nil)])
        for (background, scale) in [(sheet.background, 3.0), (ColorValue(white: 1, alpha: 0), 3.0), (sheet.background, 0.25)] {
            sheet.background = background
            let opaque = background.alpha >= 1
            let png = try CairoRenderer.png(sheet, scale: scale)
            XCTAssertEqual(png[25], opaque ? 2 : 6, "colour type: RGB when opaque, else RGBA")
            let decoded = try Bitmap(png: png)
            let drawn = try CairoRenderer.pixels(sheet, scale: scale)
            XCTAssertEqual(decoded.width, drawn.width)
            XCTAssertEqual(decoded.height, drawn.height)
            if opaque {
                XCTAssertTrue(decoded.rgba == drawn.rgba, "scale \(scale): decoded pixels differ from the drawn ones")
            } else {
                // cairo's reader premultiplies again, so only alpha and fully opaque pixels are exact.
                var mismatches = 0
                for i in Swift.stride(from: 0, to: drawn.rgba.count, by: 4) {
                    let a = drawn.rgba[i + 3]
                    if decoded.rgba[i + 3] != a || (a == 255 && decoded.rgba[i..<i + 3] != drawn.rgba[i..<i + 3]) { mismatches += 1 }
                }
                XCTAssertEqual(mismatches, 0)
                XCTAssertTrue(drawn.rgba.contains { $0 == 0 }, "some pixels are transparent")
            }
        }
    }

    /// Views of other samples: stack content (R01), buttons' backgrounds (R13), issue colors.
    func testOtherSamplesPixels() throws {
        let r13 = try RenderSupport.load("SampleDocuments/Cookbook/R13-buttons-two-equal-width.storyboard")
        for traits in ["wC-hR", "wR-hR"] {
            let sheet = Preview.sheet([RenderSupport.panel(r13, traits: traits)])
            let bitmap = try Bitmap(png: try CairoRenderer.png(sheet, scale: 2))
            for id in ["wOm-Rp-frd", "KRa-qR-rMM"] {
                let b = try XCTUnwrap(RenderSupport.viewRect(sheet, id: id))
                // Light grey background (white 0.667) near the corner, away from the title.
                assertColor(bitmap.color(atPoint: b.x + 2, b.y + 2, scale: 2), ColorValue(white: 0.6667), "\(traits): button \(id) background")
            }
        }
        let conflict = try RenderSupport.load("SampleDocuments/Problems/Conflict.storyboard")
        let sheet = Preview.sheet([RenderSupport.panel(conflict, traits: nil)])
        let bitmap = try Bitmap(png: try CairoRenderer.png(sheet, scale: 2))
        let box = try XCTUnwrap(RenderSupport.viewRect(sheet, id: "8Lp-we-qtB"))
        assertColor(bitmap.color(atPoint: box.midX, box.midY, scale: 2), ColorValue(hex: 0xFF9500), tolerance: 30, "orange box center")
        // The conflict overlay: a red outline 2 pt wide just inside the box.
        assertColor(bitmap.color(atPoint: box.midX, box.y + 1, scale: 2), SceneDrawer.red, tolerance: 40, "red conflict outline")
    }
}

final class SVGRenderTests: XCTestCase {
    func parseSVG(_ svg: String) throws -> XMLDocument {
        try XMLReader.parse(Array(svg.utf8)).document
    }

    func elements(_ doc: XMLDocument, _ name: String) -> [XMLElement] { doc.allElements.filter { $0.name == name } }

    /// Valid XML (libxml2 through NibXML), an `svg` root sized like the sheet, one rectangle per
    /// drawn view, text for labels and button titles.
    func testSVGStructure() throws {
        let doc = try RenderSupport.load("SampleDocuments/Cookbook/R01-stack-simple.storyboard")
        let panel = RenderSupport.panel(doc, traits: "wC-hR")
        let sheet = Preview.sheet([panel])
        let text = SVGRenderer.render(sheet)
        let svg = try parseSVG(text)
        XCTAssertEqual(svg.root.name, "svg")
        XCTAssertTrue(text.contains(#"<svg xmlns="http://www.w3.org/2000/svg""#))
        XCTAssertEqual(Double(svg.root[attribute: "width"] ?? ""), (sheet.width * 100).rounded() / 100)
        let viewRects = elements(svg, "rect").filter { $0[attribute: "data-id"] != nil }
        let root = Preview.defaultRoot(doc)!
        XCTAssertEqual(viewRects.count, doc.subtree(of: root).count, "every view of R01 is drawn")
        let texts = elements(svg, "text").map(\.text)
        XCTAssertTrue(texts.contains("Flowers"), "label and image name: \(texts)")
        XCTAssertTrue(texts.contains("Edit"), "button title: \(texts)")
        XCTAssertTrue(texts.contains("View Controller"), "caption: \(texts)")
        XCTAssertTrue(texts.contains { $0.hasPrefix("wC-hR · iPhone 16 (retina6_12)") }, "caption traits and device: \(texts)")
        // Stack view outlined dashed; safe area and margins as guides.
        XCTAssertTrue(elements(svg, "rect").contains { $0[attribute: "class"] == "content" && $0[attribute: "stroke-dasharray"] != nil })
        XCTAssertEqual(elements(svg, "rect").filter { $0[attribute: "class"] == "guide" }.count, 2)
    }

    /// Views excluded for a size class (SizeClassVariation's badge in compact height) and hidden
    /// views are not drawn.
    func testUninstalledAndHiddenViewsLeftOut() throws {
        let doc = try RenderSupport.load("SampleDocuments/Problems/SizeClassVariation.storyboard")
        let regular = try parseSVG(SVGRenderer.render(Preview.sheet([RenderSupport.panel(doc, traits: "wC-hR")])))
        let compact = try parseSVG(SVGRenderer.render(Preview.sheet([RenderSupport.panel(doc, traits: "wC-hC")])))
        func ids(_ d: XMLDocument) -> Set<String> { Set(elements(d, "rect").compactMap { $0[attribute: "data-id"] }) }
        XCTAssertTrue(ids(regular).contains("Bri-4s-ITi"))
        XCTAssertFalse(ids(compact).contains("Bri-4s-ITi"))
        XCTAssertTrue(ids(compact).contains("mXH-e9-tTs"))

        let hidden = try RenderSupport.parse(ControlsDocument.text.replacingOccurrences(of: "id=\"lbl-00-001\"", with: "hidden=\"YES\" id=\"lbl-00-001\""))
        let svg = try parseSVG(SVGRenderer.render(Preview.sheet([RenderSupport.panel(hidden, traits: nil)])))
        XCTAssertFalse(ids(svg).contains("lbl-00-001"))
        XCTAssertFalse(elements(svg, "text").contains { $0.text == "Hello preview" })
    }

    /// Every control kind is drawn with its content: segment titles, placeholder, image name.
    func testControls() throws {
        let doc = try RenderSupport.parse(ControlsDocument.text)
        let sheet = Preview.sheet([RenderSupport.panel(doc, traits: nil)])
        let svg = try parseSVG(SVGRenderer.render(sheet))
        let texts = elements(svg, "text")
        let strings = texts.map(\.text)
        for s in ["Hello preview", "One", "Two", "Three", "Search here", "Tap me", "photo"] {
            XCTAssertTrue(strings.contains(s), "\(s) in \(strings)")
        }
        let label = try XCTUnwrap(texts.first { $0.text == "Hello preview" })
        XCTAssertEqual(label[attribute: "font-size"], "21")
        XCTAssertEqual(label[attribute: "text-anchor"], "middle")
        XCTAssertEqual(label[attribute: "fill"], "#336699")
        let placeholder = try XCTUnwrap(texts.first { $0.text == "Search here" })
        XCTAssertNotEqual(placeholder[attribute: "fill"], "#000000")
        XCTAssertNotNil(placeholder[attribute: "fill-opacity"], "placeholder grey")
        // Rounded text field border, switch pill, slider knob, activity spokes.
        XCTAssertTrue(elements(svg, "rect").contains { $0[attribute: "rx"] == "5" && $0[attribute: "stroke"] != nil })
        XCTAssertTrue(elements(svg, "rect").contains { $0[attribute: "rx"] == "15.5" && $0[attribute: "fill"] == "#34c759" })
        XCTAssertGreaterThanOrEqual(elements(svg, "ellipse").count, 2)
        XCTAssertGreaterThanOrEqual(elements(svg, "line").count, 8 + 2 + 3)
    }

    /// The SVG rasterized by an independent renderer (librsvg) matches our cairo PNG.
    func testSVGMatchesPNGThroughRsvg() throws {
        guard let rsvg = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert", "/opt/homebrew/bin/rsvg-convert"].first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("rsvg-convert not found: install Debian's librsvg2-bin (apt-get install librsvg2-bin) to compare the SVG with the PNG")
        }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibrender-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let cases: [(String, String?, String)] = [
            ("SampleDocuments/Cookbook/R04-single-view-simple.storyboard", "wC-hR", "Cdc-iP-Q9L"),
            ("SampleDocuments/Cookbook/R04-single-view-simple.storyboard", "wR-hR", "Cdc-iP-Q9L"),
            ("SampleDocuments/Cookbook/R01-stack-simple.storyboard", "wC-hC", "bNE-bd-TNH"),
            ("SampleDocuments/Problems/Conflict.storyboard", nil, "8Lp-we-qtB"),
        ]
        for (i, (file, traits, probeID)) in cases.enumerated() {
            let doc = try RenderSupport.load(file)
            let sheet = Preview.sheet([RenderSupport.panel(doc, traits: traits)])
            let scale = 2.0
            let ours = try Bitmap(png: try CairoRenderer.png(sheet, scale: scale))
            let svgURL = dir.appendingPathComponent("\(i).svg"), pngURL = dir.appendingPathComponent("\(i).png")
            try Data(SVGRenderer.render(sheet).utf8).write(to: svgURL)
            let p = Process()
            p.executableURL = URL(fileURLWithPath: rsvg)
            p.arguments = ["--zoom", "\(scale)", "--format", "png", "--output", pngURL.path, svgURL.path]
            try p.run()
            p.waitUntilExit()
            XCTAssertEqual(p.terminationStatus, 0, "rsvg-convert failed on \(file)")
            let theirs = try Bitmap(png: Array(try Data(contentsOf: pngURL)))
            XCTAssertEqual(abs(theirs.width - ours.width) <= 1 && abs(theirs.height - ours.height) <= 1, true, "\(file): sizes \(theirs.width)×\(theirs.height) vs \(ours.width)×\(ours.height)")
            // Same colors at the probe view's center and around it.
            let probe = try XCTUnwrap(RenderSupport.viewRect(sheet, id: probeID))
            for (x, y) in [(probe.midX, probe.midY + 0.3 * probe.height), (probe.x + 0.25 * probe.width, probe.midY), (8.0, sheet.height - 8)] {
                let a = ours.color(atPoint: x, y, scale: scale), b = theirs.color(atPoint: x, y, scale: scale)
                XCTAssertTrue(abs(a.r - b.r) <= 12 && abs(a.g - b.g) <= 12 && abs(a.b - b.b) <= 12, "\(file) at (\(x), \(y)): ours \(a), rsvg \(b)")
            }
            // Overall: all but a small fraction of pixels (text antialiasing, glyph differences) agree.
            let w = min(ours.width, theirs.width), h = min(ours.height, theirs.height)
            var differing = 0
            for y in stride(from: 0, to: h, by: 2) {
                for x in stride(from: 0, to: w, by: 2) {
                    let i = (y * ours.width + x) * 4, j = (y * theirs.width + x) * 4
                    let d = (0..<3).map { abs(Int(ours.rgba[i + $0]) - Int(theirs.rgba[j + $0])) }.max()!
                    if d > 40 { differing += 1 }
                }
            }
            let fraction = Double(differing) / Double((w / 2) * (h / 2))
            XCTAssertLessThan(fraction, 0.02, "\(file): \(Int(fraction * 1000) / 10)% of pixels differ")
        }
    }
}

final class IssueOverlayTests: XCTestCase {
    func issueItems(_ d: Drawing) -> [(Rect, Stroke?, Bool)] {
        d.items.compactMap { p in
            if case let .rect(r, _, s, _, .issue, _) = p { return (r, s, true) }
            return nil
        }
    }

    func testMisplacedConflictAmbiguous() throws {
        let misplaced = RenderSupport.panel(try RenderSupport.load("SampleDocuments/Problems/Misplaced.storyboard"), traits: nil)
        XCTAssertFalse(misplaced.issues.misplacements.isEmpty)
        XCTAssertTrue(issueItems(misplaced.scene).contains { $0.1?.color == SceneDrawer.orange && $0.1?.dash.isEmpty == false },
                      "dashed orange outline at the expected frame")
        XCTAssertEqual(misplaced.issueSummary, "Issues: 1 misplaced view")

        let conflict = RenderSupport.panel(try RenderSupport.load("SampleDocuments/Problems/Conflict.storyboard"), traits: nil)
        XCTAssertTrue(issueItems(conflict.scene).contains { $0.1?.color == SceneDrawer.red && $0.1?.dash.isEmpty == true }, "solid red outline")

        let ambiguous = RenderSupport.panel(try RenderSupport.load("SampleDocuments/Problems/Ambiguous.storyboard"), traits: nil)
        XCTAssertTrue(issueItems(ambiguous.scene).contains { $0.1?.color == SceneDrawer.red && $0.1?.dash.isEmpty == false }, "dashed red outline")
        XCTAssertTrue(ambiguous.scene.items.contains { if case .text("?", _, _, _, _, _, .issue) = $0 { return true } else { return false } })
        // The ambiguous view keeps its saved size on the free axes (not a zero-size box).
        let orange = try XCTUnwrap(ambiguous.scene.items.lazy.compactMap { p -> Rect? in
            if case let .rect(r, f, _, _, .view, _) = p, f?.green ?? 0 > 0.5, f?.blue ?? 1 < 0.2 { return r } else { return nil }
        }.first)
        XCTAssertGreaterThan(orange.width, 10)

        let off = RenderSupport.panel(try RenderSupport.load("SampleDocuments/Problems/Conflict.storyboard"), traits: nil, issues: false)
        XCTAssertTrue(issueItems(off.scene).isEmpty, "--no-issues")

        let clean = RenderSupport.panel(try RenderSupport.load("SampleDocuments/Cookbook/R04-single-view-simple.storyboard"), traits: "wR-hR")
        XCTAssertTrue(issueItems(clean.scene).isEmpty)
        XCTAssertNil(clean.issueSummary)
    }
}

final class ColorTests: XCTestCase {
    func testColorForms() throws {
        let doc = try RenderSupport.parse(ControlsDocument.colors)
        let resolver = ColorResolver(document: doc)
        func color(_ id: String) -> ColorValue? {
            let v = doc.view(id: id)!
            return resolver.color(of: v, key: "backgroundColor")
        }
        func near(_ a: ColorValue?, _ b: ColorValue, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
            guard let a else { return XCTFail("\(what): no color", file: file, line: line) }
            XCTAssertEqual(a.red, b.red, accuracy: 0.01, what, file: file, line: line)
            XCTAssertEqual(a.green, b.green, accuracy: 0.01, what, file: file, line: line)
            XCTAssertEqual(a.blue, b.blue, accuracy: 0.01, what, file: file, line: line)
            XCTAssertEqual(a.alpha, b.alpha, accuracy: 0.01, what, file: file, line: line)
        }
        near(color("c01-00-001"), ColorValue(red: 0.2, green: 0.4, blue: 0.6), "calibratedRGB")
        near(color("c02-00-001"), ColorValue(red: 1, green: 0, blue: 0, alpha: 0.5), "deviceRGB")
        near(color("c03-00-001"), ColorValue(white: 0.25), "calibratedWhite")
        near(color("c04-00-001"), ColorValue(white: 0.75), "deviceWhite")
        near(color("c05-00-001"), ColorValue(red: 0.1, green: 0.2, blue: 0.3), "custom sRGB")
        near(color("c06-00-001"), ColorValue(white: 0.5), "genericGamma22Gray")
        let p3 = try XCTUnwrap(color("c07-00-001"))
        XCTAssertEqual(p3.red, 1, accuracy: 0.01, "P3 red clips to sRGB red")
        XCTAssertLessThan(p3.green, 0.05)
        near(color("c08-00-001"), ColorValue(red: 0.9, green: 0.1, blue: 0.1), "systemColor from resources")
        near(color("c09-00-001"), ColorValue(hex: 0x34C759), "systemColor without resource: built-in table")
        near(color("c10-00-001"), ColorValue(white: 1), "cocoaTouchSystemColor whiteColor")
        near(color("c11-00-001"), ColorValue(hex: 0xEFEFF4), "cocoaTouchSystemColor groupTableViewBackgroundColor")
        near(color("c12-00-001"), ColorValue(red: 0.22, green: 0.41, blue: 0.94), "named color")
        near(color("c13-00-001"), ColorValue(white: 0, alpha: 0), "clearColor")
        near(color("c14-00-001"), ColorValue(white: 0.5, alpha: 1), "calibratedWhite custom space")
        near(SystemColors.color("systemRedColor"), ColorValue(hex: 0xFF3B30), "table")
        XCTAssertEqual(ColorValue(red: 1, green: 0.5, blue: 0).hex, "#ff8000")
    }
}

final class VariationColorTests: XCTestCase {
    /// A background color varied for wR-hR is drawn there and only there.
    func testColorVariation() throws {
        let doc = try RenderSupport.parse(ControlsDocument.storyboard("""
            <view contentMode="scaleToFill" id="var-00-001">
                <rect key="frame" x="20" y="100" width="100" height="100"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="calibratedRGB"/>
                <variation key="heightClass=regular-widthClass=regular">
                    <color key="backgroundColor" red="1" green="1" blue="0.0" alpha="1" colorSpace="calibratedRGB"/>
                </variation>
            </view>
            """))
        func fill(_ traits: String) -> ColorValue? {
            for p in RenderSupport.panel(doc, traits: traits).scene.items {
                if case let .rect(_, f, _, _, .view, "var-00-001") = p { return f }
            }
            return nil
        }
        XCTAssertEqual(fill("wC-hR"), ColorValue(red: 0, green: 0, blue: 1))
        XCTAssertEqual(fill("wR-hR"), ColorValue(red: 1, green: 1, blue: 0))
    }
}

final class ASCIIAndSheetTests: XCTestCase {
    func testASCIIFitsColumns() throws {
        let doc = try RenderSupport.load("SampleDocuments/Cookbook/R01-stack-simple.storyboard")
        let sheet = Preview.sheet([RenderSupport.panel(doc, traits: "wC-hR")])
        for columns in [80, 40, 132] {
            let text = ASCIIRenderer.render(sheet, columns: columns)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines.allSatisfy { $0.count <= columns }, "\(columns) columns")
            XCTAssertGreaterThanOrEqual(text.filter { $0 == "┌" }.count, 3, "root, stack view and its arranged views")
            if columns >= 80 {
                XCTAssertTrue(text.contains("Flowers"))
                XCTAssertTrue(text.contains("Edit"))
            }
        }
        XCTAssertFalse(ASCIIRenderer.render(sheet, columns: 80, unicode: false).contains("┌"))
    }

    func testAllTraitsSheet() throws {
        let doc = try RenderSupport.load("SampleDocuments/Cookbook/R04-single-view-simple.storyboard")
        let panels = Preview.allTraits.map { pattern in
            Preview.panel(document: doc, root: Preview.defaultRoot(doc)!,
                          configuration: Configuration.resolve(pattern, device: nil, orientation: nil, doc: doc))
        }
        XCTAssertEqual(panels.map(\.configuration.traitsName), ["wC-hR", "wC-hC", "wR-hC", "wR-hR"])
        let sheet = Preview.sheet(panels)
        XCTAssertGreaterThanOrEqual(sheet.width, panels.map(\.scene.width).reduce(0, +))
        XCTAssertEqual(sheet.scale, 2, "the smallest device scale")
        let captions = sheet.items.compactMap { p -> String? in if case let .text(t, _, _, _, _, _, .caption) = p { return t } else { return nil } }
        for t in ["wC-hR", "wC-hC", "wR-hC", "wR-hR"] { XCTAssertTrue(captions.contains { $0.hasPrefix(t) }, t) }
        // Four red views, side by side, each inside its own panel.
        let reds = sheet.items.compactMap { p -> Rect? in if case let .rect(r, _, _, _, .view, "Cdc-iP-Q9L") = p { return r } else { return nil } }
        XCTAssertEqual(reds.count, 4)
        XCTAssertEqual(reds.map(\.x), reds.map(\.x).sorted())
        let svg = try XMLReader.parse(Array(SVGRenderer.render(sheet).utf8)).document
        XCTAssertEqual(svg.root.name, "svg")
    }

}

enum ControlsDocument {
    static func storyboard(_ subviews: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-00-000">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <!--Controls-->
                <scene sceneID="sc0-00-000">
                    <objects>
                        <viewController id="vc0-00-000" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="rt0-00-000">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="sa0-00-000"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
            <resources>
        \(resources)
            </resources>
        </document>
        """
    }

    static let text = storyboard("""
        <label opaque="NO" text="Hello preview" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
            <rect key="frame" x="16" y="70" width="361" height="30"/>
            <fontDescription key="fontDescription" type="boldSystem" pointSize="21"/>
            <color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB"/>
        </label>
        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="1" id="seg-00-001">
            <rect key="frame" x="16" y="110" width="361" height="32"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <segments><segment title="One"/><segment title="Two"/><segment title="Three"/></segments>
        </segmentedControl>
        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Search here" minimumFontSize="17" id="txt-00-001">
            <rect key="frame" x="16" y="150" width="361" height="34"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <fontDescription key="fontDescription" type="system" pointSize="14"/>
        </textField>
        <switch opaque="NO" contentMode="scaleToFill" on="YES" id="swi-00-001">
            <rect key="frame" x="16" y="200" width="51" height="31"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </switch>
        <slider opaque="NO" contentMode="scaleToFill" value="0.25" minValue="0.0" maxValue="1" id="sli-00-001">
            <rect key="frame" x="14" y="240" width="365" height="31"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </slider>
        <stepper opaque="NO" contentMode="scaleToFill" maximumValue="100" id="stp-00-001">
            <rect key="frame" x="16" y="280" width="94" height="32"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </stepper>
        <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="prg-00-001">
            <rect key="frame" x="16" y="330" width="361" height="4"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </progressView>
        <activityIndicatorView opaque="NO" contentMode="scaleToFill" style="medium" id="act-00-001">
            <rect key="frame" x="16" y="350" width="20" height="20"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </activityIndicatorView>
        <imageView clipsSubviews="YES" contentMode="scaleAspectFit" image="photo" id="img-00-001">
            <rect key="frame" x="16" y="390" width="100" height="100"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
        </imageView>
        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" id="btn-00-001">
            <rect key="frame" x="16" y="500" width="120" height="34"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <state key="normal" title="Tap me"/>
            <buttonConfiguration key="configuration" style="filled" title="Tap me"/>
        </button>
        """, resources: #"<image name="photo" width="100" height="100"/>"#)

    static let colors: String = {
        let forms = [
            #"red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="calibratedRGB""#,
            #"red="1" green="0.0" blue="0.0" alpha="0.5" colorSpace="deviceRGB""#,
            #"white="0.25" alpha="1" colorSpace="calibratedWhite""#,
            #"white="0.75" alpha="1" colorSpace="deviceWhite""#,
            #"red="0.1" green="0.2" blue="0.3" alpha="1" colorSpace="custom" customColorSpace="sRGB""#,
            #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace""#,
            #"red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="displayP3""#,
            #"systemColor="systemRedColor""#,
            #"systemColor="systemGreenColor""#,
            #"cocoaTouchSystemColor="whiteColor""#,
            #"cocoaTouchSystemColor="groupTableViewBackgroundColor""#,
            #"name="accent""#,
            #"cocoaTouchSystemColor="clearColor""#,
            #"white="0.5" alpha="1" colorSpace="custom" customColorSpace="calibratedWhite""#,
        ]
        var views = ""
        for (i, f) in forms.enumerated() {
            let id = String(format: "c%02d-00-001", i + 1)
            views += """
                <view contentMode="scaleToFill" id="\(id)">
                    <rect key="frame" x="0.0" y="\(i * 20)" width="20" height="20"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <color key="backgroundColor" \(f)/>
                </view>

            """
        }
        return storyboard(views, resources: """
            <namedColor name="accent"><color red="0.22" green="0.41" blue="0.94" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>
            <systemColor name="systemRedColor"><color red="0.9" green="0.1" blue="0.1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></systemColor>
            """)
    }()
}

/// The `preview` command end to end (the nibtool binary next to the test bundle).
final class PreviewCommandTests: XCTestCase {
    var nibtool: URL {
        get throws {
            var dir = Bundle.main.bundleURL
            for b in Bundle.allBundles where b.bundleURL.pathExtension == "xctest" { dir = b.bundleURL.deletingLastPathComponent() }
            for candidate in [dir.appendingPathComponent("nibtool"), Bundle.main.bundleURL.appendingPathComponent("nibtool")]
            where FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
            throw XCTSkip("nibtool binary not found next to the test bundle (\(dir.path))")
        }
    }

    func run(_ args: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: Data, stderr: String) {
        let p = Process()
        p.executableURL = try nibtool
        p.arguments = args
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, o, String(decoding: e, as: UTF8.self))
    }

    func testLayerBorderAndCornerInspectablesAreDrawn() throws {
        let doc = try RenderSupport.parse(ControlsDocument.storyboard("""
        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="brd-00-001">
            <rect key="frame" x="40" y="100" width="200" height="100"/>
            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.borderWidth">
                    <real key="value" value="4"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="color" keyPath="borderColor">
                    <color key="value" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                </userDefinedRuntimeAttribute>
                <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                    <integer key="value" value="12"/>
                </userDefinedRuntimeAttribute>
            </userDefinedRuntimeAttributes>
        </view>
        """))
        let sheet = Preview.sheet([RenderSupport.panel(doc, traits: nil)])
        let borders = sheet.items.compactMap { p -> (Rect, Stroke, Double)? in
            if case let .rect(r, nil, stroke?, radius, .view, nil) = p, stroke.width == 4 { return (r, stroke, radius) }
            return nil
        }
        XCTAssertEqual(borders.count, 1)
        XCTAssertEqual(borders.first?.1.color, ColorValue(red: 1, green: 0, blue: 0))
        XCTAssertEqual(borders.first?.2, 10, "the border follows the corner radius, inside the bounds")
        let svg = SVGRenderer.render(sheet)
        XCTAssertTrue(svg.contains("stroke-width=\"4\""), svg)
    }

    func testFormatsAndOutput() throws {
        let r04 = RenderSupport.path("SampleDocuments/Cookbook/R04-single-view-simple.storyboard")
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("nibpreview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }

        // PNG by extension, at the device scale; nothing else left in the directory (temp file renamed).
        let png = dir.appendingPathComponent("r04.png")
        XCTAssertEqual(try run(["preview", r04, "--traits", "wC-hC", "--output", png.path]).status, 0)
        let bitmap = try Bitmap(png: Array(try Data(contentsOf: png)))
        XCTAssertGreaterThan(bitmap.width, 852 * 3)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["r04.png"])

        // SVG by extension; stdout SVG when not a terminal.
        let svg = dir.appendingPathComponent("r04.svg")
        XCTAssertEqual(try run(["preview", r04, "--output", svg.path, "--no-issues"]).status, 0)
        XCTAssertEqual(try XMLReader.parse(Array(try Data(contentsOf: svg))).document.root.name, "svg")
        let piped = try run(["preview", r04])
        XCTAssertEqual(piped.status, 0)
        XCTAssertTrue(String(decoding: piped.stdout, as: UTF8.self).contains("<svg"))

        // ASCII fits $COLUMNS; --columns wins.
        let ascii = try run(["preview", r04, "--format", "ascii"], environment: ["COLUMNS": "50"])
        let lines = String(decoding: ascii.stdout, as: UTF8.self).split(separator: "\n")
        XCTAssertTrue(lines.allSatisfy { $0.count <= 50 } && lines.count > 10)
        XCTAssertTrue(lines.contains { $0.contains("┌") })

        // JSON unchanged.
        let json = try run(["preview", r04, "--format", "json"])
        XCTAssertTrue(String(decoding: json.stdout, as: UTF8.self).contains("\"absoluteFrame\""))

        // --all-traits with chosen traits.
        let sheet = try run(["preview", r04, "--all-traits", "--traits", "wC-hR", "--traits", "wR-hR", "--format", "svg"])
        let text = String(decoding: sheet.stdout, as: UTF8.self)
        XCTAssertTrue(text.contains(">wC-hR · ") && text.contains(">wR-hR · ") && !text.contains(">wC-hC · "))

        // Usage errors.
        XCTAssertEqual(try run(["preview", r04, "--format", "png"]).status, 2, "png needs --output")
        XCTAssertEqual(try run(["preview", r04, "--format", "gif"]).status, 2)
        XCTAssertEqual(try run(["preview", r04, "--all-traits", "--format", "json"]).status, 2)
    }
}

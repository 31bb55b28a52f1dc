import CCairo
import Foundation
import NibLayout
import NibModel
import NibRender
import NibXML
import XCTest

/// Shared helpers: documents from SampleDocuments, panels, and decoded PNG pixels.
enum RenderSupport {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func path(_ relative: String) -> String { packageRoot.appendingPathComponent(relative).path }

    static func load(_ relative: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.read(path: path(relative)).document)
    }

    static func parse(_ text: String) throws -> IBDocument {
        try DocumentDecoder.decode(try XMLReader.parse(Array(text.utf8)).document)
    }

    /// One panel of a document's default scene for traits (nil: the document's own configuration).
    static func panel(_ doc: IBDocument, traits: String?, issues: Bool = true) -> PreviewPanel {
        let root = Preview.defaultRoot(doc)!
        let config = Configuration.resolve(traits.flatMap(TraitsPattern.init), device: nil, orientation: nil, doc: doc)
        return Preview.panel(document: doc, root: root, configuration: config, options: DrawOptions(issues: issues))
    }

    /// The drawn box of a view on a sheet (the `.view` rectangle carrying its id).
    static func viewRect(_ d: Drawing, id: String) -> Rect? {
        for p in d.items {
            if case let .rect(r, _, _, _, .view, rid) = p, rid == id { return r }
        }
        return nil
    }
}

/// A decoded PNG (through cairo's own PNG reader): unpremultiplied RGBA.
struct Bitmap {
    var width: Int
    var height: Int
    var rgba: [UInt8]

    init(png: [UInt8]) throws {
        final class Source { var bytes: [UInt8]; var offset = 0; init(_ b: [UInt8]) { bytes = b } }
        let source = Source(png)
        let surface = cairo_image_surface_create_from_png_stream({ closure, data, length in
            let s = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
            let n = Int(length)
            guard s.offset + n <= s.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
            s.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + s.offset, count: n) }
            s.offset += n
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw NSError(domain: "png", code: 1, userInfo: [NSLocalizedDescriptionKey: "not a PNG cairo can read"])
        }
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        let data = cairo_image_surface_get_data(surface)!
        rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let p = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let a = format == CAIRO_FORMAT_RGB24 ? 255 : (p >> 24) & 0xFF
                func un(_ c: UInt32) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a)) }
                let i = (y * width + x) * 4
                rgba[i] = un((p >> 16) & 0xFF); rgba[i + 1] = un((p >> 8) & 0xFF); rgba[i + 2] = un(p & 0xFF); rgba[i + 3] = UInt8(a)
            }
        }
    }

    /// The color at a point given in points, for an image drawn at `scale`.
    func color(atPoint x: Double, _ y: Double, scale: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let px = min(max(Int(x * scale), 0), width - 1), py = min(max(Int(y * scale), 0), height - 1)
        let i = (py * width + px) * 4
        return (Int(rgba[i]), Int(rgba[i + 1]), Int(rgba[i + 2]), Int(rgba[i + 3]))
    }
}

func assertColor(_ c: (r: Int, g: Int, b: Int, a: Int), _ expected: ColorValue, tolerance: Int = 24, _ message: String,
                 file: StaticString = #filePath, line: UInt = #line) {
    let e = (Int((expected.red * 255).rounded()), Int((expected.green * 255).rounded()), Int((expected.blue * 255).rounded()))
    let ok = abs(c.r - e.0) <= tolerance && abs(c.g - e.1) <= tolerance && abs(c.b - e.2) <= tolerance
    XCTAssertTrue(ok, "\(message): got rgb(\(c.r), \(c.g), \(c.b)), expected \(expected.hex)", file: file, line: line)
}

import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Encodes an opaque cairo image surface as an RGB PNG. Previews are large flat areas: the Sub
/// filter and zlib's fastest level compress them well, several times faster than libpng's
/// defaults (cairo_surface_write_to_png). Surfaces with transparency are written as RGBA.
enum PNGEncoder {
    /// A zlib stream with the run-length strategy at the fastest level: flat previews compress
    /// almost as well as with the defaults, much faster. Fed a band of rows at a time.
    final class Deflater {
        var stream = z_stream()
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 17)

        init() throws {
            let status = deflateInit2_(&stream, 1, Z_DEFLATED, 15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
            guard status == Z_OK else { throw CairoRenderer.RenderError(description: "zlib: deflateInit failed (\(status))") }
        }

        deinit { deflateEnd(&stream) }

        func feed(_ bytes: UnsafeBufferPointer<UInt8>, finish: Bool) throws {
            stream.next_in = UnsafeMutablePointer(mutating: bytes.baseAddress)
            stream.avail_in = uInt(bytes.count)
            var status: Int32 = Z_OK
            let size = buffer.count
            repeat {
                buffer.withUnsafeMutableBufferPointer { o in
                    stream.next_out = o.baseAddress
                    stream.avail_out = uInt(size)
                    status = zlib_deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
                    out.append(contentsOf: o[0..<(size - Int(stream.avail_out))])
                }
                if status == Z_STREAM_ERROR { throw CairoRenderer.RenderError(description: "zlib: compression failed") }
            } while stream.avail_out == 0 || (finish && status != Z_STREAM_END)
        }
    }

    /// `knownOpaque`: the caller painted an opaque background, so no pixel needs checking.
    static func encode(_ surface: OpaquePointer, knownOpaque: Bool = false) throws -> [UInt8] {
        cairo_surface_flush(surface)
        let w = Int(cairo_image_surface_get_width(surface)), h = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { throw CairoRenderer.RenderError(description: "cairo: no image data") }
        var opaque = true
        for y in 0..<h where opaque && !knownOpaque {
            let row = UnsafeRawPointer(data + y * stride)
            for x in 0..<w where row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) >> 24 != 0xFF { opaque = false; break }
        }
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + w * channels
        let bandRows = max(1, (1 << 18) / rowBytes)
        var band = [UInt8](repeating: 0, count: bandRows * rowBytes)
        let deflater = try Deflater()
        var y = 0
        while y < h {
            let rows = min(bandRows, h - y)
            band.withUnsafeMutableBufferPointer { out in
                for k in 0..<rows {
                    let row = UnsafeRawPointer(data + (y + k) * stride)
                    let base = k * rowBytes
                    // A row equal to the one above (most rows of a preview): Up filter, all zeros.
                    if y + k > 0, memcmp(row, row - stride, w * 4) == 0 {
                        out[base] = 2
                        (out.baseAddress! + base + 1).update(repeating: 0, count: rowBytes - 1)
                        continue
                    }
                    out[base] = 1 // Sub filter
                    var prev: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
                    for x in 0..<w {
                        let p = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        let a = UInt8((p >> 24) & 0xFF)
                        var r = UInt8((p >> 16) & 0xFF), g = UInt8((p >> 8) & 0xFF), b = UInt8(p & 0xFF)
                        if !opaque && a != 0xFF {
                            func un(_ c: UInt8) -> UInt8 { a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a))) }
                            r = un(r); g = un(g); b = un(b)
                        }
                        let i = base + 1 + x * channels
                        out[i] = r &- prev.0; out[i + 1] = g &- prev.1; out[i + 2] = b &- prev.2
                        if !opaque { out[i + 3] = a &- prev.3 }
                        prev = (r, g, b, a)
                    }
                }
            }
            y += rows
            try band.withUnsafeBufferPointer { try deflater.feed(UnsafeBufferPointer(rebasing: $0[0..<(rows * rowBytes)]), finish: y >= h) }
        }
        let compressed = deflater.out

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) {
            let t = Array(type.utf8)
            png += be32(UInt32(body.count))
            png += t
            png += body
            var crc = crc32(0, t, uInt(t.count))
            crc = body.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, uInt(body.count)) }
            png += be32(UInt32(crc))
        }
        chunk("IHDR", be32(UInt32(w)) + be32(UInt32(h)) + [8, opaque ? 2 : 6, 0, 0, 0])
        chunk("IDAT", compressed)
        chunk("IEND", [])
        return png
    }
}

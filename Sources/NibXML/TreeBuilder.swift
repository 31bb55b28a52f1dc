import CLibXML2

/// Turns libxml2's tree into nibtool's immutable `XMLDocument`, attaching to each element the
/// byte ranges, line and column found by `SourceScanner` (both walk the document in the same
/// order; any disagreement is reported instead of guessed around).
struct TreeBuilder {
    let bytes: [UInt8]
    let doc: xmlDocPtr
    let limits: ParseLimits
    let recordNodes: Bool

    struct Output {
        var document: XMLDocument
        /// libxml2 node pointer to element index, for mapping validator errors (only when asked).
        var nodeIndex: [UnsafeMutableRawPointer: Int]
    }

    /// libxml2 interns names in a dictionary, so one pointer stands for one name.
    private final class Names {
        var cache: [UnsafeRawPointer: String] = [:]
        func string(_ p: UnsafePointer<xmlChar>) -> String {
            let key = UnsafeRawPointer(p)
            if let s = cache[key] { return s }
            let s = String(cString: p)
            cache[key] = s
            return s
        }
    }

    func build() throws -> Output {
        let scan: SourceScanner.Result
        do {
            scan = try bytes.withUnsafeBufferPointer { try SourceScanner.scan($0) }
        } catch {
            throw XMLParseError(kind: .malformed, message: "the document's markup could not be mapped to source positions", line: 1, column: 1)
        }
        let tags = scan.tags
        if tags.count > limits.maxElements {
            throw XMLParseError(kind: .limitExceeded, message: "the document has \(tags.count) elements; the limit is \(limits.maxElements)", line: 1, column: 1)
        }
        let names = Names()
        var storage: [ElementStorage] = []
        storage.reserveCapacity(tags.count)
        var attributeStore: [XMLAttribute] = []
        attributeStore.reserveCapacity(scan.attributes.count)
        var nodeIndex: [UnsafeMutableRawPointer: Int] = [:]
        var prolog: [XMLContent] = []
        var epilog: [XMLContent] = []
        var seenRoot = false

        func mismatch(_ tag: SourceScanner.Tag?) -> XMLParseError {
            XMLParseError(kind: .malformed, message: "the document's markup could not be mapped to source positions",
                          line: tag?.line ?? 1, column: tag?.column ?? 1)
        }

        func appendElement(_ node: xmlNodePtr, parent: Int) throws {
            let index = storage.count
            guard index < tags.count else { throw mismatch(nil) }
            let tag = tags[index]
            let name = names.string(node.pointee.name)
            guard bytes[tag.nameRange].elementsEqual(name.utf8) else { throw mismatch(tag) }
            let attributeStart = attributeStore.count
            var k = tag.attributeStart
            var attr = node.pointee.properties
            while let a = attr {
                // Namespace declarations are not attributes in libxml2's tree.
                while k < tag.attributeEnd, bytes[scan.attributes[k].nameRange].starts(with: "xmlns".utf8) { k += 1 }
                guard k < tag.attributeEnd else { throw mismatch(tag) }
                attributeStore.append(XMLAttribute(name: names.string(a.pointee.name), value: attributeValue(a),
                                                   nameOffset: scan.attributes[k].nameRange.lowerBound,
                                                   valueRange: scan.attributes[k].valueRange))
                k += 1
                attr = a.pointee.next
            }
            if recordNodes { nodeIndex[UnsafeMutableRawPointer(node)] = index }
            storage.append(ElementStorage(name: name, attributeStart: Int32(attributeStart), attributeEnd: Int32(attributeStore.count),
                                          parent: Int32(parent),
                                          location: SourceLocation(line: tag.line, column: tag.column, offset: tag.start),
                                          startTagEnd: tag.startTagEnd, end: tag.end, selfClosing: tag.selfClosing))
            guard parent >= 0 else { return }
            if storage[parent].lastChild >= 0 {
                storage[Int(storage[parent].lastChild)].nextSibling = Int32(index)
            } else {
                storage[parent].firstChild = Int32(index)
            }
            storage[parent].lastChild = Int32(index)
            storage[parent].mixedContent?.append(.element(index))
        }

        func appendContent(_ item: XMLContent, to parent: Int) {
            if storage[parent].mixedContent == nil {
                // First non-element content: list the element children seen so far, in order.
                var items: [XMLContent] = []
                var c = storage[parent].firstChild
                while c >= 0 { items.append(.element(Int(c))); c = storage[Int(c)].nextSibling }
                storage[parent].mixedContent = items
            }
            storage[parent].mixedContent!.append(item)
        }

        func walk(root: xmlNodePtr) throws {
            try appendElement(root, parent: -1)
            var stack: [(element: Int, cursor: xmlNodePtr?)] = [(0, root.pointee.children)]
            while !stack.isEmpty {
                guard let node = stack[stack.count - 1].cursor else { stack.removeLast(); continue }
                stack[stack.count - 1].cursor = node.pointee.next
                let parent = stack[stack.count - 1].element
                switch node.pointee.type {
                case XML_ELEMENT_NODE:
                    if stack.count >= limits.maxDepth {
                        let tag = tags[min(storage.count, tags.count - 1)]
                        throw XMLParseError(kind: .limitExceeded,
                                            message: "elements are nested more than \(limits.maxDepth) levels deep (Interface Builder documents stay far below that)",
                                            line: tag.line, column: tag.column)
                    }
                    let index = storage.count
                    try appendElement(node, parent: parent)
                    stack.append((index, node.pointee.children))
                case XML_TEXT_NODE:
                    guard let c = node.pointee.content else { break }
                    // Indentation between elements carries no meaning; text that stands alone does.
                    let soleChild = node.pointee.prev == nil && node.pointee.next == nil
                    if soleChild || !isBlank(c) { appendContent(.text(String(cString: c)), to: parent) }
                case XML_CDATA_SECTION_NODE:
                    if let c = node.pointee.content { appendContent(.cdata(String(cString: c)), to: parent) }
                case XML_COMMENT_NODE:
                    if let c = node.pointee.content { appendContent(.comment(String(cString: c)), to: parent) }
                case XML_PI_NODE:
                    appendContent(.processingInstruction(names.string(node.pointee.name)), to: parent)
                default:
                    break
                }
            }
        }

        var child = doc.pointee.children
        while let node = child {
            switch node.pointee.type {
            case XML_ELEMENT_NODE:
                try walk(root: node)
                seenRoot = true
            case XML_COMMENT_NODE:
                let c = XMLContent.comment(node.pointee.content.map { String(cString: $0) } ?? "")
                if seenRoot { epilog.append(c) } else { prolog.append(c) }
            case XML_PI_NODE:
                let c = XMLContent.processingInstruction(names.string(node.pointee.name))
                if seenRoot { epilog.append(c) } else { prolog.append(c) }
            default:
                break
            }
            child = node.pointee.next
        }
        guard storage.count == tags.count else { throw mismatch(nil) }
        let document = XMLDocument(bytes: bytes, storage: storage, attributeStore: attributeStore,
                                   prolog: prolog, epilog: epilog, declaration: declaration())
        return Output(document: document, nodeIndex: nodeIndex)
    }

    private func attributeValue(_ a: xmlAttrPtr) -> String {
        var child = a.pointee.children
        if let t = child, t.pointee.next == nil, t.pointee.type == XML_TEXT_NODE, let c = t.pointee.content {
            return String(cString: c)
        }
        // Several pieces: text and references to the predefined entities.
        var value = ""
        while let node = child {
            if node.pointee.type == XML_TEXT_NODE, let c = node.pointee.content {
                value += String(cString: c)
            } else if node.pointee.type == XML_ENTITY_REF_NODE, let name = node.pointee.name {
                switch String(cString: name) {
                case "amp": value += "&"
                case "lt": value += "<"
                case "gt": value += ">"
                case "quot": value += "\""
                case "apos": value += "'"
                default: break
                }
            }
            child = node.pointee.next
        }
        return value
    }

    private func isBlank(_ c: UnsafePointer<xmlChar>) -> Bool {
        var p = c
        while p.pointee != 0 {
            if !SourceScanner.isSpace(p.pointee) { return false }
            p += 1
        }
        return true
    }

    private func declaration() -> String? {
        guard bytes.starts(with: Array("<?xml ".utf8)) else { return nil }
        guard let end = bytes.firstIndex(of: UInt8(ascii: ">")) else { return nil }
        return String(decoding: bytes[0...end], as: UTF8.self)
    }
}

import Foundation

/// Declarations read from tokens: classes, extensions and categories with their superclasses,
/// outlets, actions (as Objective-C selectors) and inspectable properties.
extension CodeScanner {
    public static func declarations(in text: String, language: CodeIndex.Language, file: String) -> [CodeIndex.TypeInfo] {
        let toks = tokens(text, language: language)
        return language == .swift ? swiftDeclarations(toks, file: file) : objcDeclarations(toks, file: file)
    }

    static let swiftTypeKeywords: Set<String> = ["class", "struct", "enum", "protocol", "extension", "actor"]
    static let swiftModifiers: Set<String> = [
        "public", "open", "internal", "private", "fileprivate", "final", "static", "override", "required",
        "convenience", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "indirect",
        "nonisolated", "isolated", "package", "unowned(safe)", "unowned(unsafe)", "rethrows", "async", "throws",
    ]

    static func swiftDeclarations(_ t: [CodeToken], file: String) -> [CodeIndex.TypeInfo] {
        var result: [CodeIndex.TypeInfo] = []
        // Open type bodies: (index into result, brace depth inside the body).
        var stack: [(type: Int, depth: Int)] = []
        var depth = 0
        var attributes: [String] = []
        var objcName: String?
        var i = 0
        func tok(_ k: Int) -> CodeToken? { k < t.count ? t[k] : nil }
        while i < t.count {
            let tk = t[i]
            if tk.kind == .punctuation {
                if tk.text == "{" { depth += 1 } else if tk.text == "}" {
                    if let top = stack.last, top.depth == depth { stack.removeLast() }
                    depth -= 1
                }
                if tk.text == "{" || tk.text == "}" || tk.text == ";" { attributes = []; objcName = nil }
                i += 1
                continue
            }
            guard tk.kind == .identifier else { i += 1; continue }
            let word = tk.text
            if word.hasPrefix("@") {
                attributes.append(word)
                // @objc(Name), @IBOutlet(…), @available(…): skip the argument list.
                if tok(i + 1)?.text == "(" {
                    var j = i + 2
                    var d = 1
                    var inner: [String] = []
                    while j < t.count && d > 0 {
                        if t[j].text == "(" { d += 1 } else if t[j].text == ")" { d -= 1 }
                        if d > 0 { inner.append(t[j].text) }
                        j += 1
                    }
                    if word == "@objc" { objcName = inner.joined() }
                    i = j
                    continue
                }
                i += 1
                continue
            }
            let inTypeBody = stack.last.map { $0.depth == depth } ?? false
            if swiftTypeKeywords.contains(word) {
                // `class func`, `class var`: a modifier, not a declaration.
                if word == "class", let next = tok(i + 1), next.kind == .identifier,
                   ["func", "var", "let", "subscript", "override", "final", "static", "public", "private", "open", "internal", "fileprivate", "required", "convenience", "dynamic"].contains(next.text) || next.text.hasPrefix("@") {
                    i += 1
                    continue
                }
                guard let nameTok = tok(i + 1), nameTok.kind == .identifier else { i += 1; continue }
                // Qualified names (`extension UIKit.UIView`, `extension Outer.Inner`): the last part.
                var j = i + 2
                var name = nameTok.text
                while tok(j)?.text == ".", let part = tok(j + 1), part.kind == .identifier { name = part.text; j += 2 }
                if tok(j)?.text == "<" { // generic parameters
                    var d = 0
                    while j < t.count {
                        if t[j].text == "<" { d += 1 } else if t[j].text == ">" { d -= 1; if d == 0 { j += 1; break } }
                        j += 1
                    }
                }
                var superclass: String?
                if tok(j)?.text == ":", let s = tok(j + 1), s.kind == .identifier {
                    superclass = s.text
                    var k = j + 2
                    while tok(k)?.text == ".", let part = tok(k + 1), part.kind == .identifier { superclass = part.text; k += 2 }
                }
                // Find the body's opening brace.
                var k = j
                while k < t.count && t[k].text != "{" && t[k].text != "}" && t[k].text != ";" { k += 1 }
                guard k < t.count, t[k].text == "{" else { i = k; attributes = []; objcName = nil; continue }
                let isClass = word == "class" || word == "actor"
                if isClass || word == "extension" {
                    var info = CodeIndex.TypeInfo(name: name, objcName: objcName, superclass: isClass ? superclass : nil,
                                                  isExtension: word == "extension", language: .swift, file: file, line: nameTok.line)
                    if !isClass && word != "extension" { info.isExtension = true }
                    result.append(info)
                    depth += 1
                    stack.append((result.count - 1, depth))
                } else {
                    // struct / enum / protocol: nothing IB can use, but keep nesting right.
                    depth += 1
                }
                attributes = []
                objcName = nil
                i = k + 1
                continue
            }
            if inTypeBody, let top = stack.last, word == "var" || word == "let" {
                // var name: Type … (also `var a, b: T`, only the first is taken)
                if let nameTok = tok(i + 1), nameTok.kind == .identifier {
                    var type: String?
                    var j = i + 2
                    if tok(j)?.text == ":" {
                        j += 1
                        var text = ""
                        var d = 0
                        let line = tok(j)?.line ?? 0
                        while let x = tok(j) {
                            if d == 0 && (x.text == "=" || x.text == "{" || x.text == ";" || x.text == "}" || x.line != line) { break }
                            if x.text == "<" || x.text == "(" || x.text == "[" { d += 1 }
                            if x.text == ">" && tok(j - 1)?.text != "-" || x.text == ")" || x.text == "]" { d -= 1 }
                            text += x.text
                            j += 1
                        }
                        type = text.isEmpty ? nil : text
                    }
                    var p = CodeIndex.Property(name: nameTok.text, type: type, file: file, line: nameTok.line)
                    p.isOutlet = attributes.contains("@IBOutlet")
                    if p.isOutlet, let ty = type, ty.hasPrefix("[") { p.isOutletCollection = true }
                    p.isInspectable = attributes.contains("@IBInspectable")
                    if result[top.type].properties[p.name] == nil { result[top.type].properties[p.name] = p }
                }
                attributes = []
                objcName = nil
                i += 2
                continue
            }
            if inTypeBody, let top = stack.last, word == "func", let nameTok = tok(i + 1) {
                let name = nameTok.text
                var j = i + 2
                if tok(j)?.text == "<" {
                    var d = 0
                    while j < t.count {
                        if t[j].text == "<" { d += 1 } else if t[j].text == ">" { d -= 1; if d == 0 { j += 1; break } }
                        j += 1
                    }
                }
                if tok(j)?.text == "(" {
                    // Parameters: at depth 1, each starts after "(" or ",": [external] internal ":" type
                    var labels: [String] = []
                    var d = 0
                    var expectLabel = true
                    var words: [String] = []
                    while j < t.count {
                        let x = t[j]
                        if x.text == "(" || x.text == "[" || x.text == "<" { d += 1 }
                        if x.text == ")" || x.text == "]" || (x.text == ">" && t[j - 1].text != "-") {
                            d -= 1
                            if d == 0 { j += 1; break }
                        }
                        if d == 1 {
                            if x.text == "," { expectLabel = true; words = [] } else if expectLabel {
                                if x.text == ":" {
                                    labels.append(words.first ?? "_")
                                    expectLabel = false
                                } else if x.kind == .identifier && !x.text.hasPrefix("@") && words.count < 2 {
                                    words.append(x.text)
                                }
                            }
                        }
                        j += 1
                    }
                    let selector = objcName.flatMap { $0.isEmpty ? nil : $0 } ?? swiftSelector(name: name, labels: labels)
                    result[top.type].selectors.insert(selector)
                    if attributes.contains("@IBAction") || attributes.contains("@IBSegueAction") {
                        result[top.type].actions.insert(selector)
                    }
                }
                attributes = []
                objcName = nil
                i = j
                continue
            }
            if word == "func" || word == "init" || word == "subscript" || word == "case" || word == "typealias" || word == "import" {
                attributes = []
                objcName = nil
            }
            i += 1
        }
        return result
    }

    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since",
        "to", "until", "using", "via", "when", "with", "within",
    ]

    /// The Objective-C selector Swift gives a method: `tapped(_:)` → `tapped:`,
    /// `didTap(sender:)` → `didTapWithSender:`, `show(for:animated:)` → `showFor:animated:`.
    static func swiftSelector(name: String, labels: [String]) -> String {
        guard let first = labels.first else { return name }
        var selector = name
        if first != "_" {
            let firstWord = String(first.prefix { !$0.isUppercase && $0 != "_" }).lowercased()
            if !prepositions.contains(firstWord) { selector += "With" }
            selector += first.prefix(1).uppercased() + first.dropFirst()
        }
        selector += ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    static func objcDeclarations(_ t: [CodeToken], file: String) -> [CodeIndex.TypeInfo] {
        var result: [CodeIndex.TypeInfo] = []
        var current: Int?
        var i = 0
        var braceDepth = 0
        func tok(_ k: Int) -> CodeToken? { k < t.count ? t[k] : nil }
        while i < t.count {
            let tk = t[i]
            if tk.text == "{" { braceDepth += 1 } else if tk.text == "}" { braceDepth = max(0, braceDepth - 1) }
            if tk.text == "@interface" || tk.text == "@implementation", let nameTok = tok(i + 1), nameTok.kind == .identifier {
                var info = CodeIndex.TypeInfo(name: nameTok.text, language: .objectiveC, file: file, line: nameTok.line)
                var j = i + 2
                if tok(j)?.text == "<" { // lightweight generics
                    while j < t.count && t[j].text != ">" { j += 1 }
                    j += 1
                }
                if tok(j)?.text == ":", let s = tok(j + 1), s.kind == .identifier { info.superclass = s.text } else if tok(j)?.text == "(" {
                    info.isExtension = true // category or class extension
                }
                // An @implementation without a superclass adds to its @interface: keep it as a class only
                // when nothing else declares it (merge handles both).
                if tk.text == "@implementation" { info.isExtension = false }
                result.append(info)
                current = result.count - 1
                i = j
                braceDepth = 0
                continue
            }
            if tk.text == "@end" { current = nil; i += 1; continue }
            guard let c = current else { i += 1; continue }
            if tk.text == "@property" {
                // @property (attrs) [IBOutlet|IBInspectable|IBOutletCollection(X)] Type *name;
                var j = i + 1
                if tok(j)?.text == "(" { while j < t.count && t[j].text != ")" { j += 1 }; j += 1 }
                var words: [CodeToken] = []
                var outlet = false, collection = false, inspectable = false
                while j < t.count && t[j].text != ";" {
                    let w = t[j].text
                    if w == "IBOutlet" { outlet = true } else if w == "IBInspectable" { inspectable = true } else if w == "IBOutletCollection" {
                        outlet = true; collection = true
                        if tok(j + 1)?.text == "(" { while j < t.count && t[j].text != ")" { j += 1 } }
                    } else if t[j].kind == .identifier { words.append(t[j]) } else if w == "(" {
                        // block or function-pointer property: the name is inside `(^name)`
                        var k = j + 1
                        while k < t.count && t[k].text != ")" { if t[k].kind == .identifier { words.append(t[k]) }; k += 1 }
                        j = k
                        break
                    }
                    j += 1
                }
                let qualifiers: Set<String> = ["nullable", "nonnull", "_Nullable", "_Nonnull", "__nullable", "__nonnull", "const", "__weak", "__strong", "__kindof", "API_AVAILABLE", "NS_AVAILABLE_IOS"]
                let names = words.filter { !qualifiers.contains($0.text) }
                if let nameTok = names.last {
                    let type = names.dropLast().map(\.text).joined(separator: " ")
                    var p = CodeIndex.Property(name: nameTok.text, type: type.isEmpty ? nil : type, file: file, line: nameTok.line)
                    p.isOutlet = outlet
                    p.isOutletCollection = collection
                    p.isInspectable = inspectable
                    if result[c].properties[p.name] == nil { result[c].properties[p.name] = p }
                }
                i = j + 1
                continue
            }
            if tk.text == "IBOutlet" && braceDepth == 1 {
                // ivar: IBOutlet UILabel *name;
                var j = i + 1
                var last: CodeToken?
                while j < t.count && t[j].text != ";" { if t[j].kind == .identifier { last = t[j] }; j += 1 }
                if let nameTok = last {
                    var p = CodeIndex.Property(name: nameTok.text, type: nil, file: file, line: nameTok.line)
                    p.isOutlet = true
                    result[c].properties[p.name] = p
                }
                i = j + 1
                continue
            }
            if (tk.text == "-" || tk.text == "+") && braceDepth == 0, tok(i + 1)?.text == "(" {
                // - (IBAction)name:(id)sender other:(T)x;
                var j = i + 2
                var d = 1
                var returnWords: [String] = []
                while j < t.count && d > 0 {
                    if t[j].text == "(" { d += 1 } else if t[j].text == ")" { d -= 1 }
                    if d > 0 { returnWords.append(t[j].text) }
                    j += 1
                }
                var selector = ""
                if let first = tok(j), first.kind == .identifier, tok(j + 1)?.text != ":" {
                    selector = first.text
                    j += 1
                } else {
                    while let piece = tok(j), piece.kind == .identifier || piece.text == ":" {
                        if piece.text == ":" { selector += ":"; j += 1 } else if tok(j + 1)?.text == ":" {
                            selector += piece.text + ":"; j += 2
                        } else { break }
                        if tok(j)?.text == "(" { // the parameter's type
                            var d2 = 0
                            while j < t.count {
                                if t[j].text == "(" { d2 += 1 } else if t[j].text == ")" { d2 -= 1; if d2 == 0 { j += 1; break } }
                                j += 1
                            }
                        }
                        if let name = tok(j), name.kind == .identifier, tok(j + 1)?.text != ":" { j += 1 } // its name
                    }
                }
                if !selector.isEmpty {
                    result[c].selectors.insert(selector)
                    if returnWords.contains("IBAction") { result[c].actions.insert(selector) }
                }
                i = j
                continue
            }
            i += 1
        }
        return result
    }
}

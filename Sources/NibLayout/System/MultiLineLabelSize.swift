import NibModel

/// What a multi-line label hugs in the nib editor.
///
/// A label whose `numberOfLines` is not 1 wraps its text to whatever width it gets, so its
/// content size is not fixed by its text alone. The nib editor does not pull such a label back to
/// the size of its text: it hugs the size the label was drawn at, where that is larger, and keeps
/// it there unless something stronger than the hugging priority moves it. Its compression
/// resistance still holds at the text's size. So a fill stack with room to spare leaves a
/// multi-line label at its drawn size and gives the room to the arranged view the label's
/// hugging would otherwise have spared. This is the automatic preferred width: the label's text
/// wraps at the width it has, so its text size follows its frame. An explicit
/// `preferredMaxLayoutWidth` fixes where the text wraps, and so the size it hugs. A label without
/// text measures zero by zero whatever it was drawn at and hugs nothing larger (Xcode calls it
/// ambiguous where nothing else sizes it).
extension SystemBuilder {
    mutating func hugDrawnSizeOfMultiLineLabel(_ v: Int, _ size: inout IntrinsicSize) {
        let view = doc.views[v]
        guard view.elementName == "label", view.numberOfLines != 1, !(view.text ?? "").isEmpty,
              view.control.preferredMaxLayoutWidth == nil,
              let drawn = view.frame else { return }
        if let w = size.width, drawn.width > w { size.huggedWidth = drawn.width }
        if let h = size.height, drawn.height > h { size.huggedHeight = drawn.height }
    }
}

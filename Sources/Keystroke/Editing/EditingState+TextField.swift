import Foundation

// The bridge to text controls (UITextField, NSTextField, SwiftUI): they report
// changes as a UTF-16 NSRange and a replacement string, change their text on
// their own (autofill, dictation, an input method), and compose marked text.

extension EditingState {
    /// ``selection`` in UTF-16 code units, as a text control's selected range counts.
    /// - Complexity: O(1) when every Character of the text is one ASCII byte.
    public var utf16Selection: NSRange { text.utf16Range(of: selection, count: textCount) }

    /// ``caret`` in UTF-16 code units: where a text control should put its caret.
    public var utf16Caret: Int { text.utf16Offset(ofCharacter: caret, count: textCount) }

    /// Selects a UTF-16 range reported by a text control (its selection changed).
    ///
    /// Bounds inside a Character snap outward to whole Characters; invalid ranges
    /// (`NSNotFound`, negative) place the caret at the end.
    @discardableResult
    public mutating func select(utf16Range range: NSRange) -> EditResult {
        select(clampedCharacterRange(of: range))
    }

    /// Applies a change exactly as `textField(_:shouldChangeCharactersIn:replacementString:)` receives it.
    ///
    /// - An empty replacement over the one Character before the caret (an emoji or
    ///   a flag of several UTF-16 units included) is Backspace, ``deleteBackward()``:
    ///   just after a separator it also removes the digit before it.
    /// - An empty replacement over the Character after the caret is Delete, ``deleteForward()``.
    /// - Any other empty replacement deletes its range (the selection, a word).
    /// - Otherwise the range is selected, then the replacement is typed
    ///   (``insert(_:)-(String)``, one Character) or pasted (``paste(_:)``, several: predictive
    ///   text, an autocorrected word).
    ///
    /// Bounds inside a surrogate pair or a grapheme cluster snap outward to whole
    /// Characters. A range past the end is clamped to the text; `NSNotFound`, a
    /// negative location or a negative length is refused with ``Refusal/Reason/invalidRange``.
    /// While ``isComposing``, the change passes through unformatted and unrecorded.
    ///
    /// ```swift
    /// // In the delegate: apply our result and tell UIKit not to apply its own.
    /// let result = state.replaceCharacters(in: range, with: string)
    /// field.text = result.text
    /// return false
    /// ```
    /// - Parameters:
    ///   - range: The replaced range in UTF-16 code units of ``text``.
    ///   - replacement: The replacement string; empty for a deletion.
    @discardableResult
    public mutating func replaceCharacters(in range: NSRange, with replacement: String) -> EditResult {
        let target: Range<Int>
        do {
            target = try characterRange(of: range)
        } catch {
            return unchanged(refusal: error, dropped: replacement)
        }
        if isComposing { return passThrough(target, replacement) }
        guard replacement.isEmpty else {
            if target != selection { select(target) }
            return replacement.fastCharacterCount == 1 ? insert(replacement) : paste(replacement)
        }
        if target.isEmpty { return unchanged(refusal: nil) }
        if selection.isEmpty && target.count == 1 {
            if target.lowerBound == caret { return deleteForward() }
            // Backspace at the control's caret, which is ours unless a selection change went unreported.
            moveCaret(to: target.upperBound)
            return deleteBackward()
        }
        select(target)
        return deleteBackward()
    }

    /// Catches up with a text the control changed on its own, without the
    /// delegate: autofill, a password manager, dictation, a committed input
    /// method composition, a programmatic set.
    ///
    /// The new text is compared with ours as one replacement between their common
    /// prefix and suffix; that replacement is typed or pasted (so it is formatted)
    /// and recorded as one undo step. The caret goes to the end when the control's
    /// caret is at the end of its text, else where the formatter puts it. When the
    /// text is the same, only the selection follows the control's. While
    /// ``isComposing``, the text is taken as it is, unformatted and unrecorded.
    /// - Parameters:
    ///   - newText: The control's text.
    ///   - newSelection: The control's selected range, in UTF-16 code units of `newText`.
    /// - Complexity: Linear in the lengths of both texts.
    @discardableResult
    public mutating func reconcile(text newText: String, utf16Selection newSelection: NSRange) -> EditResult {
        if isComposing {
            text = newText
            textCount = newText.fastCharacterCount
            select(clampedCharacterRange(of: newSelection))
            return current
        }
        if newText == text {
            select(clampedCharacterRange(of: newSelection))
            return unchanged(refusal: nil)
        }
        let newCount = newText.fastCharacterCount
        let controlCaretAtEnd = newSelection.location != NSNotFound
            && newSelection.length >= 0 && newSelection.location + newSelection.length >= newText.utf16.count
        // One replacement between the common prefix and the common suffix.
        var oldLower = text.startIndex
        var newLower = newText.startIndex
        var prefixCount = 0
        while oldLower < text.endIndex, newLower < newText.endIndex, text[oldLower] == newText[newLower] {
            text.formIndex(after: &oldLower)
            newText.formIndex(after: &newLower)
            prefixCount += 1
        }
        var oldUpper = text.endIndex
        var newUpper = newText.endIndex
        var suffixCount = 0
        while oldUpper > oldLower, newUpper > newLower {
            let oldBefore = text.index(before: oldUpper)
            let newBefore = newText.index(before: newUpper)
            guard text[oldBefore] == newText[newBefore] else { break }
            (oldUpper, newUpper) = (oldBefore, newBefore)
            suffixCount += 1
        }
        let inserted = String(newText[newLower..<newUpper])
        select(prefixCount..<(textCount - suffixCount))
        let edit: EditResult
        if inserted.isEmpty {
            edit = deleteBackward()
        } else {
            let insertedCount = newCount - prefixCount - suffixCount
            edit = insertedCount == 1 ? insert(inserted) : paste(inserted)
        }
        guard edit.wasApplied, controlCaretAtEnd else { return edit }
        moveCaret(to: textCount)
        return result(refusal: edit.refusal, dropped: edit.dropped, wasApplied: true)
    }

    /// Starts or ends a composition (marked text), as the control reports it.
    ///
    /// While composing, ``replaceCharacters(in:with:)`` and
    /// ``reconcile(text:utf16Selection:)`` keep the control's text as it is, so
    /// reformatting never breaks the input method. When the composition ends, the
    /// committed text is reconciled with the text before it began: formatted
    /// once, recorded as one undo step. A UI adapter only forwards whether the
    /// control has marked text, and applies the result.
    /// - Parameter active: Whether the control has marked text now.
    @discardableResult
    public mutating func setComposing(_ active: Bool) -> EditResult {
        guard active != isComposing else { return unchanged(refusal: nil) }
        if active {
            compositionBase = snapshot
            isComposing = true
            return current
        }
        isComposing = false
        guard let base = compositionBase else { return current }
        compositionBase = nil
        let composed = text
        let composedSelection = utf16Selection
        restore(base)
        return reconcile(text: composed, utf16Selection: composedSelection)
    }

    /// Follows a control's "text changed" event (`.editingChanged`), whatever
    /// caused it: the one call a UI adapter makes, forwarding whether the control
    /// has marked text.
    ///
    /// While composing, the text is taken as it is. When the composition ends, it
    /// is formatted once (``setComposing(_:)``). Otherwise a text that differs from
    /// ours (autofill, dictation) is reconciled (``reconcile(text:utf16Selection:)``).
    /// Apply the result to the control unless ``isComposing``.
    /// - Parameters:
    ///   - newText: The control's text.
    ///   - utf16Selection: The control's selected range in UTF-16 code units.
    ///   - composing: Whether the control has marked text now.
    @discardableResult
    public mutating func controlTextDidChange(
        to newText: String, utf16Selection: NSRange, isComposing composing: Bool
    ) -> EditResult {
        if composing {
            setComposing(true)
            return reconcile(text: newText, utf16Selection: utf16Selection)
        }
        if isComposing {
            reconcile(text: newText, utf16Selection: utf16Selection)
            return setComposing(false)
        }
        return reconcile(text: newText, utf16Selection: utf16Selection)
    }

    // MARK: - Ranges

    /// The Character range of a control's UTF-16 range, snapped outward to whole
    /// Characters and clamped to the text; invalid ranges throw.
    func characterRange(of range: NSRange) throws(Refusal) -> Range<Int> {
        let problem: String? =
            if range.location == NSNotFound { "its location is NSNotFound" }
            else if range.location < 0 { "its location \(range.location) is negative" }
            else if range.length < 0 { "its length \(range.length) is negative" }
            else { nil }
        if let problem {
            throw Refusal(
                reason: .invalidRange,
                message: "The edit was not applied: \(problem) (range {\(range.location), \(range.length)} of a text of \(text.utf16.count) UTF-16 units)."
            )
        }
        // location + length may overflow: compare the length with the room left.
        let total = text.utf8.count == textCount ? textCount : text.utf16.count
        let lowerUnits = min(range.location, total)
        let upperUnits = range.length > total - lowerUnits ? total : lowerUnits + range.length
        let lower = text.characterOffset(ofUTF16: lowerUnits, count: textCount, roundingUp: false)
        let upper = upperUnits == lowerUnits
            ? lower : text.characterOffset(ofUTF16: upperUnits, count: textCount, roundingUp: true)
        return lower..<max(lower, upper)
    }

    /// A control's selection as Characters; invalid ranges become the caret at the end.
    func clampedCharacterRange(of range: NSRange) -> Range<Int> {
        (try? characterRange(of: range)) ?? textCount..<textCount
    }

    /// Replaces a range as the control did, unformatted: the composition's marked text.
    mutating func passThrough(_ range: Range<Int>, _ replacement: String) -> EditResult {
        let lower = text.characterIndex(at: range.lowerBound, count: textCount)
        let upper = text[lower...].characterIndex(at: range.count, count: textCount - range.lowerBound)
        var edited = String(text[..<lower])
        edited.append(replacement)
        let caretUnits = edited.utf16.count
        edited.append(contentsOf: text[upper...])
        text = edited
        textCount = edited.fastCharacterCount
        let caret = text.characterOffset(ofUTF16: caretUnits, count: textCount, roundingUp: true)
        selection = caret..<caret
        return current
    }
}

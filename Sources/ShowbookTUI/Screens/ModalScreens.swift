import ShowbookWords
import ShowbookApp

/// Renderers for each modal kind, drawn over the screen that presented it (each bound to its
/// `Modal` case in `ShownScreen+Binding`).
enum ModalScreens {
    static func confirm(_ model: ConfirmModel, on canvas: Canvas, in area: Rect) -> StatusLine {
        let width = min(area.width, max(36, DisplayWidth.of(model.message) + 4))
        let inner = ModalFrame.draw(on: canvas, in: area, width: width, height: 6, title: model.title)
        canvas.text(model.message, x: inner.x + 1, y: inner.y + 1, maxWidth: inner.width - 2)
        ModalFrame.buttons([(.confirm, model.confirmLabel), (.cancel, model.cancelLabel)], focused: model.focusedButton, on: canvas,
                           y: inner.bottom - 1, inner: inner)
        return StatusLine(right: "")
    }

    static func prompt(_ model: PromptModel, on canvas: Canvas, in area: Rect) -> StatusLine {
        let inner = ModalFrame.draw(on: canvas, in: area, width: min(area.width, 50), height: 7, title: model.title)
        let labelWidth = canvas.text(model.fieldLabel, x: inner.x + 1, y: inner.y + 1, style: .muted)
        let fieldX = inner.x + labelWidth + 2
        TextFieldView.draw(on: canvas, field: model.field, x: fieldX, y: inner.y + 1, width: inner.x + inner.width - fieldX - 1,
                           focused: true, style: Style(.normal, underline: true))
        if let error = model.errorMessage {
            canvas.text(error, x: inner.x + 1, y: inner.y + 2, maxWidth: inner.width - 2, style: .error)
        } else if !model.candidates.isEmpty {
            canvas.text(model.candidates.joined(separator: "  "), x: inner.x + 1, y: inner.y + 2,
                        maxWidth: inner.width - 2, style: .muted)
        }
        ModalFrame.buttons([(.confirm, model.confirmLabel), (.cancel, "Cancel")], focused: .confirm, on: canvas,
                           y: inner.bottom - 1, inner: inner)
        return StatusLine(right: "")
    }

    static func wordForm(_ model: WordFormModel, on canvas: Canvas, in area: Rect) -> StatusLine {
        let fields = WordFormModel.Field.allCases
        let senseRows = model.isPickingSense ? min(model.senses.count, max(1, area.height - fields.count - 8)) : 0
        let width = min(area.width, 72)
        // The error or duplicate warning wraps under the fields; the box grows when it needs
        // more than the two rows it has.
        let note = model.isPickingSense ? nil
            : model.errorMessage.map { ($0, Style.error) } ?? model.duplicateWarning.map { ($0, Style.warning) }
        let noteLines = note.map { TextLayout.wrap($0.0, width: width - 4) } ?? []
        let extraRows = max(0, min(noteLines.count, area.height - fields.count - 6) - 2)
        let inner = ModalFrame.draw(on: canvas, in: area, width: width, height: fields.count + 6 + senseRows + extraRows,
                                    title: model.title)
        let labelWidth = fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        for (row, field) in fields.enumerated() {
            let y = inner.y + row
            let focused = field == model.focus
            canvas.text(field.label, x: inner.x + 1, y: y, style: focused ? .accent : .muted)
            TextFieldView.draw(on: canvas, field: model.fields[row], x: inner.x + labelWidth + 3, y: y,
                               width: inner.width - labelWidth - 4, focused: focused, style: Style(.normal, underline: true))
        }
        let below = inner.y + fields.count + 1
        if let style = note?.1 {
            for (row, line) in noteLines.prefix(2 + extraRows).enumerated() {
                canvas.text(line, x: inner.x + 1, y: below + row, maxWidth: inner.width - 2, style: style)
            }
        }
        if model.isPickingSense {
            canvas.text("\(model.sensesSource) senses — Enter puts one into Meaning:", x: inner.x + 1, y: below, style: .accent)
            let first = max(0, min(model.selectedSense - senseRows + 1, model.senses.count - senseRows))
            for (row, index) in (first..<(first + senseRows)).enumerated() {
                let sense = model.senses[index]
                canvas.row("  \(sense.label)  \(sense.definition)", x: inner.x, y: below + 1 + row,
                           width: inner.width, style: index == model.selectedSense ? .selected : .normal)
            }
            return StatusLine(right: "")
        }
        ModalFrame.buttons([(.confirm, "Save"), (.cancel, "Cancel")], focused: .confirm, on: canvas,
                           y: inner.bottom - 1, inner: inner)
        return StatusLine(right: "")
    }

    static func closeBook(_ model: CloseBookModel, on canvas: Canvas, in area: Rect, context: RenderContext) -> StatusLine {
        let width = min(area.width, 66)
        let textWidth = width - 4
        let prompt = TextLayout.wrap(model.prompt, width: textWidth)
        let stay = model.stayLine.map { TextLayout.wrap($0, width: textWidth) } ?? []
        let toggles = [(model.startOverLabel, model.startsOver, CloseBookModel.startOverToggle),
                       (model.retireLabel, model.retires, CloseBookModel.retireToggle)]
            .compactMap { label, on, index in label.map { (label: $0, on: on, index: index) } }
        let toggleRows = toggles.count
        // Always: the frame, the prompt, one target (none with nothing unfinished), the choices,
        // what stays, the status row and the buttons. Then, room allowing, a blank row at the
        // top and one above what stays, then more targets.
        let required = 2 + prompt.count + (model.hasNothingToMove ? 0 : 1) + toggleRows + stay.count + 2
        let spare = max(0, area.height - required)
        let topGap = min(spare, 1)
        let middleGap = min(spare - topGap, 1)
        let visibleOptions = model.hasNothingToMove ? 0
            : min(model.options.count, 1 + max(0, spare - topGap - middleGap))
        let height = required - (model.hasNothingToMove ? 0 : 1) + visibleOptions + topGap + middleGap
        let inner = ModalFrame.draw(on: canvas, in: area, width: width, height: height,
                                    title: "Close “\(model.book.title)”")
        // A terminal too small for all of it keeps the status row and the buttons: rows that
        // would reach them are left out, the last ones (what stays) first.
        let statusY = inner.bottom - 2
        var y = inner.y + topGap
        for line in prompt where y < statusY {
            canvas.text(line, x: inner.x + 1, y: y, maxWidth: inner.width - 2)
            y += 1
        }
        let first = max(0, min(model.selected - visibleOptions + 1, model.options.count - visibleOptions))
        for index in first..<(first + visibleOptions) where y < statusY {
            let selected = index == model.selected
            let marker = selected ? "(•) " : "( ) "
            canvas.row("  " + marker + model.options[index].label, x: inner.x, y: y, width: inner.width,
                       style: selected ? .selected : .normal)
            canvas.hit(.option(index), Rect(x: inner.x, y: y, width: inner.width, height: 1))
            y += 1
        }
        for toggle in toggles where y < statusY {
            let used = canvas.text(toggle.label, x: inner.x + 1, y: y, maxWidth: inner.width - 2,
                                   style: toggle.on ? .accent : .normal)
            canvas.hit(.toggle(toggle.index), Rect(x: inner.x + 1, y: y, width: used, height: 1))
            y += 1
        }
        y += middleGap
        for line in stay where y < statusY {
            canvas.text(line, x: inner.x + 1, y: y, maxWidth: inner.width - 2, style: .warning)
            y += 1
        }
        switch model.phase {
        case .working:
            canvas.text("\(Spinner.frame(context.frame)) closing…", x: inner.x + 1, y: statusY, style: .accent)
        case let .naming(field):
            canvas.text("Name:", x: inner.x + 1, y: statusY, style: .accent)
            TextFieldView.draw(on: canvas, field: field, x: inner.x + 7, y: statusY, width: inner.width - 8, focused: true,
                               style: Style(.normal, underline: true))
        case .choosing:
            if let error = model.errorMessage {
                canvas.text(error, x: inner.x + 1, y: statusY, maxWidth: inner.width - 2, style: .error)
            } else if let note = model.moveNote {
                canvas.text(note, x: inner.x + 1, y: statusY, maxWidth: inner.width - 2, style: .muted)
            }
        }
        ModalFrame.buttons([(.confirm, model.confirmLabel), (.cancel, "Cancel")], focused: model.focusedButton, on: canvas,
                           y: inner.bottom - 1, inner: inner)
        return StatusLine(right: "")
    }
}

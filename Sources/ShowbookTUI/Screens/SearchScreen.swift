import ShowbookCore

/// The Search tab: the query line (fzf-style) above the result list.
enum SearchScreen {
    static func draw(_ model: MediaListViewModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        let prompt = "Search: "
        canvas.fill(x: rect.x, y: rect.y, count: rect.width)
        let promptWidth = canvas.text(prompt, x: rect.x + 1, y: rect.y, style: .accent)
        let output = model.output
        var right: String
        if output.isSearching {
            right = "\(Spinner.frame(context.frame)) searching"
        } else {
            let plus = output.totalIsLowerBound ? "+" : ""
            right = output.totalResults == 1 && !output.totalIsLowerBound ? "1 show" : "\(output.totalResults)\(plus) shows"
        }
        if output.isStale { right += " · offline — cached" }
        let rightWidth = DisplayWidth.of(right)
        let fieldX = rect.x + 1 + promptWidth
        TextFieldView.draw(on: canvas, field: model.input.query, x: fieldX, y: rect.y,
                           width: max(1, rect.x + rect.width - fieldX - rightWidth - 2), focused: true)
        canvas.text(right, x: rect.x + rect.width - rightWidth - 1, y: rect.y, style: .muted)
        let listRect = rect.droppingTop(1).droppingBottom(output.isLoadingMore ? 1 : 0)
        model.setVisibleRows(ListView.capacity(listRect, itemHeight: MediaRowView.height))
        if output.medias.isEmpty && !output.isSearching, let query = output.resultsQuery {
            let note = query.isEmpty ? "The catalog is empty." : "No shows match “\(query)”."
            canvas.text(note, x: rect.x + 2, y: rect.y + 2, style: .muted)
        }
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: MediaRowView.height) { index, itemRect, selected in
            MediaRowView.draw(output.medias[index], on: canvas, in: itemRect, selected: selected)
        }
        if output.isLoadingMore {
            canvas.text("\(Spinner.frame(context.frame)) loading more…", x: rect.x + 2, y: rect.bottom - 1, style: .muted)
        }
        var hints = MediaListViewModel.keyMap.hints()
        hints.append(("↑↓", "move"))
        if let error = output.errorMessage { return StatusLine(hints: hints, right: error, rightStyle: .error) }
        return StatusLine(hints: hints, right: model.list.selectedIndex.map { "\($0 + 1)/\(output.totalResults)\(output.totalIsLowerBound ? "+" : "")" } ?? "")
    }
}

import ShowbookTV
import ShowbookApp

/// The Search tab: the query line (fzf-style) above the result list.
enum SearchScreen: ScreenRenderer {
    /// The rows' room: below the query line, above the "loading more" and attribution lines.
    static func listRect(_ model: SearchModel, in rect: Rect) -> Rect {
        rect.droppingTop(1).droppingBottom((model.state.isLoadingMore ? 1 : 0) + (model.attribution == nil ? 0 : 1))
    }

    static func layout(_ model: SearchModel, in rect: Rect, context: RenderContext) {
        model.setVisibleRows(ListView.capacity(listRect(model, in: rect), itemHeight: MediaRowView.height))
    }

    static func draw(_ model: SearchModel, on canvas: Canvas, in rect: Rect, context: RenderContext) -> StatusLine {
        let prompt = "Search: "
        canvas.fill(x: rect.x, y: rect.y, count: rect.width)
        let promptWidth = canvas.text(prompt, x: rect.x + 1, y: rect.y, style: .accent)
        let state = model.state
        var right: String
        if model.showsSpinner {
            right = "\(Spinner.frame(context.frame)) searching…"
        } else if model.searchFailed {
            right = "search failed"
        } else if model.isPending {
            right = "searching…"
        } else if let exact = state.exactResults {
            let close = state.totalResults - exact
            right = "\(exact) exact · \(close) close match\(close == 1 ? "" : "es")"
        } else {
            let plus = state.totalIsLowerBound ? "+" : ""
            right = state.totalResults == 1 && !state.totalIsLowerBound ? "1 show" : "\(state.totalResults)\(plus) shows"
        }
        if state.isStale { right += " · offline — cached" }
        let rightWidth = DisplayWidth.of(right)
        let fieldX = rect.x + 1 + promptWidth
        TextFieldView.draw(on: canvas, field: model.query, x: fieldX, y: rect.y,
                           width: max(1, rect.x + rect.width - fieldX - rightWidth - 2), focused: true)
        canvas.text(right, x: rect.x + rect.width - rightWidth - 1, y: rect.y, style: .muted)
        let attribution = model.attribution
        let listRect = listRect(model, in: rect)
        if state.results.isEmpty && !state.isSearching, let query = state.resultsQuery {
            let note = !query.isEmpty ? "No shows match “\(query)”."
                : model.providerKind == .offline ? "The catalog is empty." : "Type a title to search \(model.providerName)."
            canvas.text(note, x: rect.x + 2, y: rect.y + 2, style: .muted)
            if !query.isEmpty, let question = NumberSuggestions.question(state.suggestions) {
                canvas.text(question.prefix(1).uppercased() + question.dropFirst(), x: rect.x + 2, y: rect.y + 3, style: .accent)
            }
        }
        ListView.draw(on: canvas, in: listRect, state: model.list, itemHeight: MediaRowView.height, highlight: context.highlight) { index, itemRect, selected in
            let media = state.results[index]
            MediaRowView.draw(media, on: canvas, in: itemRect, selected: selected, stale: model.rowsAreStale,
                              approximate: state.approximateIDs.contains(media.id))
        }
        if state.isLoadingMore {
            canvas.text("\(Spinner.frame(context.frame)) loading more…", x: rect.x + 2, y: listRect.bottom, style: .muted)
        }
        if let attribution {
            canvas.text(attribution, x: rect.x + 1, y: rect.bottom - 1, maxWidth: rect.width - 2, style: .muted)
        }
        // The position counter shares the selection marker's style, so a one-row move needs no
        // attribute change between the two (fewer bytes on slow links).
        let position = model.list.selectedIndex.map { "\($0 + 1)/\(state.totalResults)\(state.totalIsLowerBound ? "+" : "")" }
        return StatusLine(right: position ?? "", rightStyle: Style(.accent, bold: true))
    }
}

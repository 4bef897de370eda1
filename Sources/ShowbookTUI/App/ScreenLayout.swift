import ShowbookCore

/// Tells each shown model how much room its screen has — rows for a list, lines for a detail —
/// before a key is handled and before a frame is drawn, so paging and scrolling follow the
/// window as it is now and renderers only read their models.
public enum ScreenLayout {
    public static func apply(_ app: AppModel, width: Int, height: Int, context: RenderContext) {
        guard width >= FrameRenderer.minimumWidth, height >= FrameRenderer.minimumHeight else { return }
        let content = FrameRenderer.contentRect(width: width, height: height)
        app.search.setVisibleRows(ListView.capacity(SearchScreen.listRect(app.search, in: content), itemHeight: MediaRowView.height))
        app.saved.setVisibleRows(ListView.capacity(SavedScreen.listRect(app.saved, in: content), itemHeight: MediaRowView.height))
        app.books.setVisibleRows(ListView.capacity(BooksScreen.listRect(app.books, in: content), itemHeight: 1))
        app.today.setVisibleRows(ListView.capacity(TodayScreen.listRect(in: content), itemHeight: 1))
        switch app.navigator.top {
        case .root, .study: break
        case let .mediaDetail(model):
            let layout = DetailScreen.layout(model, in: content, context: context)
            model.setLayout(contentLines: layout.totalLines, visibleRows: max(1, layout.body.height))
            if let firstSeason = layout.firstSeason { model.revealSeason(line: firstSeason + model.selectedSeason) }
        case let .wordBook(model):
            model.setVisibleRows(ListView.capacity(BookScreen.listRect(model, in: content), itemHeight: 1))
        case let .episodes(model):
            model.setVisibleRows(ListView.capacity(EpisodesScreen.listRect(in: content), itemHeight: 1))
        case let .upcoming(model):
            model.setVisibleRows(ListView.capacity(UpcomingScreen.listRect(in: content), itemHeight: 1))
        case let .mining(model):
            model.setVisibleRows(ListView.capacity(MiningScreen.listRect(in: content), itemHeight: 1))
        }
    }
}

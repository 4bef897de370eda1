import ShowbookApp

/// The screen or modal a test expects on top, as its model, or `ScreenNotShown` naming it and
/// what the app shows instead.
extension AppHarness {
    /// The detail on top.
    public func shownDetail() throws -> DetailModel {
        guard case let .mediaDetail(detail) = app.navigator.top else { throw notShown("a show's detail") }
        return detail
    }

    /// The episodes screen on top.
    public func shownEpisodes() throws -> EpisodesModel {
        guard case let .episodes(episodes) = app.navigator.top else { throw notShown("the episodes screen") }
        return episodes
    }

    /// The mining screen on top.
    public func shownMining() throws -> MiningModel {
        guard case let .mining(mining) = app.navigator.top else { throw notShown("the mining screen") }
        return mining
    }

    /// The book screen on top.
    public func shownBook() throws -> BookModel {
        guard case let .wordBook(book) = app.navigator.top else { throw notShown("the book screen") }
        return book
    }

    /// The study session on top.
    public func shownStudy() throws -> StudyModel {
        guard case let .study(study) = app.navigator.top else { throw notShown("the study screen") }
        return study
    }

    /// The close-book modal.
    public func shownCloseModal() throws -> CloseBookModel {
        guard case let .closeBook(modal)? = app.navigator.modal?.modal else { throw notShown("the close modal") }
        return modal
    }

    /// The prompt (a one-line field) on top.
    @discardableResult
    public func shownPrompt() throws -> PromptModel {
        guard case let .prompt(prompt)? = app.navigator.modal?.modal else { throw notShown("a prompt") }
        return prompt
    }

    /// The word form on top.
    public func shownWordForm() throws -> WordFormModel {
        guard case let .wordForm(form)? = app.navigator.modal?.modal else { throw notShown("the word form") }
        return form
    }
}

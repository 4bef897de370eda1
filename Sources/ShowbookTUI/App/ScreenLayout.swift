import ShowbookApp

/// Tells each shown model how much room its screen has — rows for a list, lines for a detail —
/// before each frame is drawn (and so before the next key is read), so paging and scrolling
/// follow the window as it is now and renderers only read their models.
public enum ScreenLayout {
    public static func apply(_ app: AppModel, width: Int, height: Int, context: RenderContext) {
        guard width >= FrameRenderer.minimumWidth, height >= FrameRenderer.minimumHeight else { return }
        let content = FrameRenderer.contentRect(width: width, height: height)
        // Every tab's root keeps its room while a screen is pushed over it, so a pop shows it
        // paged as the window is now.
        for tab in AppModel.Tab.allCases { ShownScreen.root(tab, of: app).layout(content, context) }
        if app.navigator.top.model != nil { ShownScreen.front(of: app).layout(content, context) }
        if app.isMessageLogShown { MessageLogOverlay.layout(app, in: content, context: context) }
        if app.isHelpShown { HelpOverlay.layout(app, in: content) }
    }
}

import ShowbookApp

/// The top row: the app tabs, with the active one highlighted.
enum TabBar {
    static func draw(on canvas: Canvas, y: Int, selected: AppModel.Tab) {
        canvas.fill(x: 0, y: y, count: canvas.width, style: Style(.title, reverse: true))
        var x = 1
        for (index, tab) in AppModel.Tab.allCases.enumerated() {
            let label = " \(index + 1) \(tab.title) "
            let style = tab == selected ? Style(.accent, bold: true) : Style(.title, reverse: true)
            let used = canvas.text(label, x: x, y: y, style: style)
            canvas.hit(.tab(index), Rect(x: x, y: y, width: used, height: 1))
            x += used + 1
        }
        let name = "showbook"
        if x + DisplayWidth.of(name) + 1 < canvas.width {
            canvas.text(name, x: canvas.width - DisplayWidth.of(name) - 1, y: y, style: Style(.title, reverse: true))
        }
    }
}

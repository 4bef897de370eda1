import CPosterSupport

/// Turns a `PosterImage` into `PosterCells` with libchafa in symbol mode: half blocks,
/// quadrants and sextants, each cell with the foreground/background pair that matches its
/// pixels best. Chafa only computes the cells; Showbook draws them itself. Nil when libchafa
/// cannot be loaded (`PosterLoader` says so before fetching).
public enum PosterCellConverter {
    public static func cells(for image: PosterImage, columns: Int, rows: Int, mode: PosterColorMode) -> PosterCells? {
        guard columns > 0, rows > 0, PosterLibrary.chafa.isLoaded else { return nil }
        guard let symbols = sb_chafa_symbol_map_new() else { return nil }
        defer { sb_chafa_symbol_map_unref(symbols) }
        sb_chafa_symbol_map_add_by_tags(symbols, SB_CHAFA_SYMBOL_TAG_SPACE | SB_CHAFA_SYMBOL_TAG_SOLID
            | SB_CHAFA_SYMBOL_TAG_HHALF | SB_CHAFA_SYMBOL_TAG_VHALF | SB_CHAFA_SYMBOL_TAG_QUAD | SB_CHAFA_SYMBOL_TAG_SEXTANT)
        guard let config = sb_chafa_canvas_config_new() else { return nil }
        defer { sb_chafa_canvas_config_unref(config) }
        sb_chafa_canvas_config_set_geometry(config, Int32(columns), Int32(rows))
        sb_chafa_canvas_config_set_canvas_mode(config, mode == .truecolor ? SB_CHAFA_CANVAS_MODE_TRUECOLOR : SB_CHAFA_CANVAS_MODE_INDEXED_240)
        sb_chafa_canvas_config_set_symbol_map(config, symbols)
        guard let canvas = sb_chafa_canvas_new(config) else { return nil }
        defer { sb_chafa_canvas_unref(canvas) }
        image.rgba.withUnsafeBufferPointer { pixels in
            sb_chafa_canvas_draw_all_pixels(canvas, SB_CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress,
                                         Int32(image.width), Int32(image.height), Int32(image.width * 4))
        }
        var cells: [PosterCells.Cell] = []
        cells.reserveCapacity(columns * rows)
        for y in 0..<rows {
            for x in 0..<columns {
                let code = sb_chafa_canvas_get_char_at(canvas, Int32(x), Int32(y))
                var foreground: Int32 = 0
                var background: Int32 = 0
                if mode == .truecolor {
                    sb_chafa_canvas_get_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                } else {
                    sb_chafa_canvas_get_raw_colors_at(canvas, Int32(x), Int32(y), &foreground, &background)
                }
                let symbol = Unicode.Scalar(code).map(Character.init) ?? " "
                cells.append(PosterCells.Cell(symbol: symbol, foreground: color(foreground, mode: mode),
                                              background: color(background, mode: mode)))
            }
        }
        return PosterCells(columns: columns, rows: rows, mode: mode, cells: cells)
    }

    /// Chafa's colour for a cell: 0xRRGGBB in truecolor, a palette index (its raw colour)
    /// otherwise. Negative or out-of-range values (chafa's "transparent") become black.
    package static func color(_ value: Int32, mode: PosterColorMode) -> TerminalColor {
        switch mode {
        case .truecolor: return (0...0xFFFFFF).contains(value) ? .rgb(UInt32(value)) : .rgb(0)
        case .palette256: return (0...255).contains(value) ? .palette(UInt8(value)) : .palette(16)
        }
    }
}

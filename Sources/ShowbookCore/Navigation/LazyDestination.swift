/// A screen that is described now and built later: the navigator calls `build` only at push
/// time, so listing 1,000 rows builds no detail models and opening one builds exactly one.
public struct LazyDestination<Input, Model> {
    private let builder: (Input) -> Model

    public init(_ builder: @escaping (Input) -> Model) { self.builder = builder }

    public func build(_ input: Input) -> Model { builder(input) }
}

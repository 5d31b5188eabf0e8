/// One file a renderer will make: its name, what it is made from, and how to make its text.
struct RendererOutput: Sendable {
    var name: String
    var origin: OutputOrigin
    var make: @Sendable () -> OutputText

    init(_ name: String, _ origin: OutputOrigin, make: @escaping @Sendable () -> OutputText) {
        self.name = name
        self.origin = origin
        self.make = make
    }
}

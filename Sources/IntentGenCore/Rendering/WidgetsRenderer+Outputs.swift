/// The outputs of a file's widgets and controls, as places in its declarations
/// (``WidgetsRenderer/outputs()``).
extension WidgetsRenderer: OutputSource {
    /// The kinds of output the renderer makes: each widget's and control's struct, and the
    /// user's file of its provider.
    enum Output: UInt8 {
        case widget, widgetProvider, control, controlProvider
    }

    func path(of place: OutputPlace) -> String {
        switch place.output(as: Output.self) {
        case .widget: declarations.widgets[place.item].structName + ".swift"
        case .widgetProvider: declarations.widgets[place.item].provider + ".swift"
        case .control: declarations.controls[place.item].structName + ".swift"
        case .controlProvider: controlProvider(at: place) + ".swift"
        }
    }

    func origin(of place: OutputPlace) -> OutputOrigin {
        switch place.output(as: Output.self) {
        case .widget, .widgetProvider: .widget(declarations.widgets[place.item].definition.name)
        case .control, .controlProvider: .control(declarations.controls[place.item].definition.name)
        }
    }

    func text(of place: OutputPlace) -> OutputText {
        switch place.output(as: Output.self) {
        case .widget: renderWidget(declarations.widgets[place.item])
        case .widgetProvider: renderWidgetSkeleton(declarations.widgets[place.item])
        case .control: renderControl(declarations.controls[place.item])
        case .controlProvider: renderControlSkeleton(declarations.controls[place.item], controlProvider(at: place))
        }
    }

    /// The value provider of the control at `place`, which has one.
    private func controlProvider(at place: OutputPlace) -> String {
        guard let provider = declarations.controls[place.item].provider else {
            preconditionFailure("a control provider's place at a control without one")
        }
        return provider
    }
}

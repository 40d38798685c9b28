/// A controller (or cell) property connected to one view or bar item.
public struct Outlet: Hashable, Sendable {
    /// The Swift property name.
    public var property: String
    /// The id of the view or bar item it points to.
    public var destination: String
    /// The type the property expects, when declared (e.g. `Label`).
    public var type: String?
    /// The id of the object that owns the property; nil for the controller (or the cell) itself.
    /// Storyboards connect outlets of views too (a table view's `dataSource`).
    public var owner: String?
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an outlet.
    public init(property: String, destination: String, type: String? = nil, source: SourceRange) {
        self.property = property
        self.destination = destination
        self.type = type
        self.source = source
    }
}

/// A controller (or cell) property connected to several views, in order.
public struct OutletCollection: Hashable, Sendable {
    /// The Swift property name.
    public var property: String
    /// The ids of the views it points to, in order.
    public var destinations: [String]
    /// The element type the property expects, when declared.
    public var type: String?
    /// The id of the object that owns the property; nil for the controller (or the cell) itself.
    public var owner: String?
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an outlet collection.
    public init(property: String, destinations: [String], type: String? = nil, source: SourceRange) {
        self.property = property
        self.destinations = destinations
        self.type = type
        self.source = source
    }
}

/// A control event bound to a method of the controller.
public struct ActionConnection: Hashable, Sendable {
    /// The event that triggers it.
    public var event: ControlEvent
    /// The controller method called (a Swift identifier).
    public var method: String
    /// The Objective-C selector as a storyboard writes it (`addRecipe:`), when read from one.
    public var selector: String?
    /// The id of the object that receives it, when neither the controller nor the first
    /// responder (a storyboard custom object or view); nil for the controller.
    public var target: String?
    /// Whether it is sent to the first responder: nil-targeted, it travels up the responder
    /// chain to the first responder that performs it (``target`` is then nil).
    public var isSentToFirstResponder: Bool = false

    /// Whether the scene's controller receives it (neither the first responder nor another object).
    public var isSentToController: Bool { target == nil && !isSentToFirstResponder }

    /// The Objective-C selector it sends (`copy:`): the storyboard's, else the method's with one argument.
    public var selectorText: String { selector ?? method + ":" }
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an action.
    public init(event: ControlEvent, method: String, source: SourceRange) {
        self.event = event
        self.method = method
        self.source = source
    }
}

/// An unwind action a controller declares: unwind segues naming it can end at this controller.
public struct UnwindAction: Hashable, Sendable {
    /// The method name (a Swift identifier).
    public var method: String
    /// The element's source positions.
    public var source: SourceRange

    /// Creates an unwind action.
    public init(method: String, source: SourceRange) {
        self.method = method
        self.source = source
    }
}

/// Identifies an observer added with ``FormValue/addObserver(_:)``.
public struct ObservationToken: Sendable, Hashable {
    let id: Int
}

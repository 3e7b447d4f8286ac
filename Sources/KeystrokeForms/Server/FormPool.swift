@_spi(KeystrokeInternal) import PCRE2

/// Forms of one definition kept between requests: a request takes one, and gives it back put
/// back exactly as it was made (``FormCheckpoint``), so the next request pays neither for
/// making its elements nor for freeing them.
///
/// A form is used by one request at a time. Forms the pool cannot checkpoint are used once.
final class FormPool: Sendable {
    /// A form and its state as made, held by one request at a time.
    struct Lease: Sendable {
        let form: FormGroup
        fileprivate let checkpoint: FormCheckpoint?

        /// A form used once and dropped: nothing to put back.
        init(unpooled form: FormGroup) {
            self.form = form
            self.checkpoint = nil
        }

        fileprivate init(form: FormGroup, checkpoint: FormCheckpoint?) {
            self.form = form
            self.checkpoint = checkpoint
        }
    }

    /// The most idle forms kept; more at once are made and dropped after use.
    static let capacity = 32

    private let make: @Sendable () -> FormGroup
    private let idle = Locked<[Lease]>([])

    init(make: @escaping @Sendable () -> FormGroup) {
        self.make = make
    }

    /// An idle form, or a new one.
    func take() -> Lease {
        if let lease = idle.withLock({ $0.popLast() }) { return lease }
        let form = make()
        return Lease(form: form, checkpoint: form.checkpoint())
    }

    /// Puts the form back as it was made and keeps it for the next request.
    func giveBack(_ lease: Lease) {
        guard let checkpoint = lease.checkpoint else { return }
        checkpoint.restore()
        idle.withLock { idle in
            if idle.count < Self.capacity { idle.append(lease) }
        }
    }
}

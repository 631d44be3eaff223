import Persistence
import Testing

extension RecordStoreContract {
    static let concurrencyChecks: [RecordStoreContractCheck] = [
        RecordStoreContractCheck("saves from many concurrent tasks are all kept") { store, _ in
            let writers = 64
            try await withThrowingTaskGroup(of: Void.self) { group in
                for number in 0..<writers {
                    group.addTask {
                        try await store.save(Creature(name: "writer", number: number), key: "w\(number)", in: primary)
                    }
                }
                try await group.waitForAll()
            }

            #expect(try await store.count(in: primary) == writers)
            let numbers = try await store.loadAll(Creature.self, in: primary).map(\.value.number)
            #expect(Set(numbers) == Set(0..<writers))
        }
    ]
}

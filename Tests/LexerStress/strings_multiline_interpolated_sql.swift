import Foundation

struct OrderQuery {
    var customerID: Int
    var statuses: [String]
    var since: Date?
    var limit = 50

    var sql: String {
        """
        SELECT o.id, o.total_cents, o.status, c.name AS "customer"
        FROM orders o
            JOIN customers c ON c.id = o.customer_id
        WHERE o.customer_id = \(customerID)
          AND o.status IN (\(statuses.map { "'\($0)'" }.joined(separator: ", ")))
          \(since.map { "AND o.created_at >= '\(ISO8601DateFormatter().string(from: $0))'" } ?? "-- no date filter")
        ORDER BY o.created_at DESC -- newest first
        LIMIT \(limit) /* page size: \(limit / 10) x 10 */;
        """
    }

    var countSQL: String {
        """
        SELECT COUNT(*) FROM orders \
        WHERE customer_id = \(customerID) \
        AND status != 'deleted';
        """
    }
}

let query = OrderQuery(customerID: 42, statuses: ["open", "paid"], since: nil)
print(query.sql)
print(query.countSQL)

let migration = """
    CREATE TABLE IF NOT EXISTS "orders" (
        "id"          INTEGER PRIMARY KEY AUTOINCREMENT,
        "total_cents" INTEGER NOT NULL DEFAULT 0,
        "status"      TEXT    NOT NULL CHECK ("status" IN ('open', 'paid', 'deleted')),
        "note"        TEXT    -- may contain \"quotes\" and \\backslashes\\
    );

    CREATE INDEX "idx_orders_customer" ON "orders" ("customer_id");
    """

struct Q {
    let sql = """
        SELECT *
        FROM t
        WHERE x = "\(1)"
    ""
}

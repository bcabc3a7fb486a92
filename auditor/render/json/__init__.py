"""JSON: the stable machine contract (schemas/report.schema.json; ``Batch`` for a vendor list)."""

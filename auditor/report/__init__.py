"""The report models: one audited offer (``model.Report``) and a batch of them (``batch.Batch``).

Renderers of every format live in ``auditor.render`` (one folder per format).
"""

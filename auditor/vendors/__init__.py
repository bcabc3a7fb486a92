"""Approved-vendor lists audited as one batch (``audit vendors``), with waivers and baselines.

* ``listfile`` — the list file: vendors, their offers and probe bundles, targets, waivers; paths
  resolved against the list's folder and confined to it unless ``--allow-outside``.
* ``waivers`` — accountable exceptions with an expiry; expired, unused and malformed waivers
  are reported, waived findings are shown as waived.
* ``baseline`` — new / unchanged / updated / absent against a previous JSON report, and
  ``audit diff``.
* ``runner`` — the batch on all cores: one ruleset per worker process, paths shipped, reports back.
"""

"""gpu-offer-auditor: audit GPU-server rental offers for LLM training."""

__version__ = "0.1.0"

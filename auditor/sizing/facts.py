"""The sizing branch of the fact tree (``target.*``, ``sizing.*``, ``gpu_spec.*``).

STUB laid by the spine: the sizing work replaces these with the full models.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Target(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

    model: str | None = None
    mode: str | None = None


class SizingFacts(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)


class GpuSpec(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

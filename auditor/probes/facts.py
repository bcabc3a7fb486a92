"""The probe branch of the fact tree (``probe.*``).

STUB laid by the spine: the probe work replaces this with one branch per probe kind.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class ProbeFacts(BaseModel):
    model_config = ConfigDict(extra="forbid", arbitrary_types_allowed=True)

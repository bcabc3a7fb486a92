"""A dense decoder-only transformer's architecture and its exact parameter count.

The count is computed from the architecture, never hard-coded, because the peer tools get it
wrong in the same three ways (research/sizing-and-acceptance.md): a 2-matrix MLP instead of
SwiGLU's 3, multi-head K/V instead of GQA, and a tied ``lm_head`` when it is untied.
"""


import json
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from auditor.errors import InputError


class ModelArch(BaseModel):
    """Llama-style decoder: RMSNorm, GQA attention, SwiGLU MLP, optional QKV bias."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    layers: int = Field(ge=1)
    hidden: int = Field(ge=1)
    ffn: int = Field(ge=1, description="intermediate size of the gated MLP")
    heads: int = Field(ge=1)
    kv_heads: int = Field(ge=1)
    head_dim: int | None = Field(None, ge=1, description="defaults to hidden / heads")
    vocab: int = Field(ge=1)
    tied_embeddings: bool = False
    qkv_bias: bool = False
    gated_mlp: bool = True
    source: str = ""

    @property
    def d_head(self) -> int:
        return self.head_dim or self.hidden // self.heads

    @property
    def q_dim(self) -> int:
        return self.heads * self.d_head

    @property
    def kv_dim(self) -> int:
        return self.kv_heads * self.d_head

    @property
    def attention_params(self) -> int:
        """Per layer: W_q (h×q), W_k and W_v (h×kv each), W_o (q×h), plus biases on Q/K/V if any."""
        bias = self.q_dim + 2 * self.kv_dim if self.qkv_bias else 0
        return self.hidden * (2 * self.q_dim + 2 * self.kv_dim) + bias

    @property
    def mlp_params(self) -> int:
        """Per layer: gate, up and down projections for SwiGLU (3·h·F), 2·h·F without the gate."""
        return (3 if self.gated_mlp else 2) * self.hidden * self.ffn

    @property
    def layer_params(self) -> int:
        """One block: attention + MLP + its two RMSNorm weight vectors."""
        return self.attention_params + self.mlp_params + 2 * self.hidden

    @property
    def linear_params(self) -> int:
        """Parameters in the blocks' linear layers: what LoRA adapts and QLoRA quantises."""
        return self.layers * (self.hidden * (2 * self.q_dim + 2 * self.kv_dim) + self.mlp_params)

    @property
    def embedding_params(self) -> int:
        """Input embedding plus the output head when it is not tied to it."""
        return self.vocab * self.hidden * (1 if self.tied_embeddings else 2)

    @property
    def params(self) -> int:
        return self.layers * self.layer_params + self.embedding_params + self.hidden  # + final norm

    def lora_params(self, rank: int) -> int:
        """LoRA adapters on every linear layer of every block: r·(d_in + d_out) per matrix."""
        per_layer = rank * (
            (self.hidden + self.q_dim) * 2  # q, o
            + (self.hidden + self.kv_dim) * 2  # k, v
            + (self.hidden + self.ffn) * (3 if self.gated_mlp else 2)
        )
        return self.layers * per_layer


# Hugging Face config keys for the same fields, model families differ (GLM uses its own names).
_HF_KEYS: dict[str, tuple[str, ...]] = {
    "layers": ("num_hidden_layers", "num_layers", "n_layer"),
    "hidden": ("hidden_size", "n_embd", "d_model"),
    "ffn": ("intermediate_size", "ffn_hidden_size", "n_inner"),
    "heads": ("num_attention_heads", "n_head"),
    "kv_heads": ("num_key_value_heads", "multi_query_group_num"),
    "head_dim": ("head_dim", "kv_channels"),
    "vocab": ("vocab_size", "padded_vocab_size"),
}


# Model types whose MLP has two matrices (no gate); every other dense decoder here uses SwiGLU/GeGLU.
_UNGATED_MLP = {"gpt2", "gpt_neox", "gptj", "opt", "bloom", "falcon", "phi", "starcoder2"}


def arch_from_hf_config(path: Path) -> ModelArch:
    """Read a Hugging Face style ``config.json``; a bad file is an ``InputError`` naming it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InputError(str(path), f"cannot read model config: {exc.strerror or exc}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        line = getattr(exc, "lineno", None)
        raise InputError(str(path), f"not valid JSON: {getattr(exc, 'msg', exc)}", line=line) from None
    if not isinstance(data, dict):
        raise InputError(str(path), "a model config must be a JSON object")
    if data.get("num_local_experts") or data.get("n_routed_experts") or data.get("num_experts"):
        raise InputError(str(path), "mixture-of-experts models are not sizable here (dense decoders only)")
    fields: dict[str, object] = {}
    for name, keys in _HF_KEYS.items():
        for key in keys:
            if data.get(key) is not None:
                fields[name] = data[key]
                break
    missing = [n for n in ("layers", "hidden", "ffn", "heads", "vocab") if n not in fields]
    if missing:
        wanted = ", ".join(_HF_KEYS[n][0] for n in missing)
        raise InputError(str(path), f"model config lacks {wanted}")
    fields.setdefault("kv_heads", fields["heads"])
    if data.get("multi_query_attention") is False:
        fields["kv_heads"] = fields["heads"]
    name = str(data.get("_name_or_path") or path.parent.name or path.stem)
    try:
        return ModelArch(
            id=name,
            name=name,
            source=str(path),
            tied_embeddings=bool(data.get("tie_word_embeddings", False)),
            qkv_bias=bool(
                data.get("attention_bias") or data.get("add_qkv_bias") or data.get("model_type") in ("qwen2",)
            ),
            gated_mlp=data.get("model_type") not in _UNGATED_MLP,
            **fields,  # type: ignore[arg-type]
        )
    except ValidationError as exc:
        err = exc.errors()[0]
        raise InputError(str(path), f"{'.'.join(map(str, err['loc']))}: {err['msg']}") from None

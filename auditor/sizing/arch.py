"""A dense decoder-only transformer's architecture and its exact parameter count.

The count is computed from the architecture, never hard-coded, because the peer tools get it
wrong in the same three ways (research/sizing-and-acceptance.md): a 2-matrix MLP instead of
SwiGLU's 3, multi-head K/V instead of GQA, and a tied ``lm_head`` when it is untied.
"""


from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from auditor.errors import InputError


class ModelArch(BaseModel):
    """Llama-style decoder: RMSNorm, GQA (or MLA) attention, SwiGLU MLP or MoE, optional QKV bias.

    MoE (Mixtral, Qwen3-MoE, DeepSeek-V3): ``experts`` routed experts of width ``moe_ffn`` of
    which ``experts_per_token`` run per token, ``shared_experts`` always run, and the first
    ``dense_layers`` blocks keep a dense MLP of width ``ffn``. MLA (DeepSeek-V2/V3): queries and
    keys/values pass through low-rank projections (``q_lora_rank``, ``kv_lora_rank``), heads
    carry ``qk_nope_dim`` + ``qk_rope_dim`` for Q·K and ``v_head_dim`` for V.
    """

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: str
    name: str
    layers: int = Field(ge=1)
    hidden: int = Field(ge=1)
    ffn: int = Field(ge=1, description="intermediate size of the gated MLP (dense layers)")
    heads: int = Field(ge=1)
    kv_heads: int = Field(ge=1)
    head_dim: int | None = Field(None, ge=1, description="defaults to hidden / heads")
    vocab: int = Field(ge=1)
    tied_embeddings: bool = False
    qkv_bias: bool = False
    qk_norm: bool = False
    gated_mlp: bool = True
    experts: int = Field(0, ge=0, description="routed experts per MoE layer; 0 = dense model")
    experts_per_token: int = Field(0, ge=0)
    moe_ffn: int | None = Field(None, ge=1, description="one expert's intermediate size")
    shared_experts: int = Field(0, ge=0)
    dense_layers: int = Field(0, ge=0, description="leading blocks with a dense MLP in a MoE model")
    q_lora_rank: int | None = Field(None, ge=1)
    kv_lora_rank: int | None = Field(None, ge=1)
    qk_rope_dim: int | None = Field(None, ge=1)
    qk_nope_dim: int | None = Field(None, ge=1)
    v_head_dim: int | None = Field(None, ge=1)
    source: str = ""

    @property
    def d_head(self) -> int:
        return self.head_dim or self.hidden // self.heads

    @property
    def mla(self) -> bool:
        return self.kv_lora_rank is not None

    @property
    def qk_head(self) -> int:
        """Per-head width of Q·K: the head dimension, or MLA's no-position + rotary parts."""
        return (self.qk_nope_dim or 0) + (self.qk_rope_dim or 0) if self.mla else self.d_head

    @property
    def v_head(self) -> int:
        return (self.v_head_dim or self.d_head) if self.mla else self.d_head

    @property
    def q_dim(self) -> int:
        return self.heads * self.qk_head

    @property
    def kv_dim(self) -> int:
        return self.kv_heads * self.d_head

    @property
    def k_dim(self) -> int:
        """Width of the K tensor attention stores (MLA expands the latent per head)."""
        return self.heads * self.qk_head if self.mla else self.kv_dim

    @property
    def v_dim(self) -> int:
        return self.heads * self.v_head if self.mla else self.kv_dim

    @property
    def o_dim(self) -> int:
        """Width of the attention output before the output projection."""
        return self.heads * self.v_head

    @property
    def attention_linear(self) -> int:
        """Per layer, the attention projections' weights (no biases or norms)."""
        h = self.hidden
        if not self.mla:
            return h * (2 * self.q_dim + 2 * self.kv_dim)
        assert self.kv_lora_rank is not None
        rope = self.qk_rope_dim or 0
        q = h * self.q_lora_rank + self.q_lora_rank * self.q_dim if self.q_lora_rank else h * self.q_dim
        kv = h * (self.kv_lora_rank + rope) + self.kv_lora_rank * self.heads * ((self.qk_nope_dim or 0) + self.v_head)
        return q + kv + self.o_dim * h

    @property
    def attention_params(self) -> int:
        """Per layer: projections, plus biases on Q/K/V, Q/K norms, MLA's latent norms."""
        bias = self.q_dim + 2 * self.kv_dim if self.qkv_bias else 0
        norms = 2 * self.d_head if self.qk_norm else 0
        if self.mla:
            norms += (self.q_lora_rank or 0) + (self.kv_lora_rank or 0)
        return self.attention_linear + bias + norms

    @property
    def mlp_params(self) -> int:
        """A dense layer's MLP: gate, up and down projections for SwiGLU (3·h·F), 2·h·F without the gate."""
        return (3 if self.gated_mlp else 2) * self.hidden * self.ffn

    @property
    def expert_ffn(self) -> int:
        return self.moe_ffn or self.ffn

    @property
    def expert_params(self) -> int:
        """One expert's MLP."""
        return (3 if self.gated_mlp else 2) * self.hidden * self.expert_ffn

    @property
    def moe_layers(self) -> int:
        return self.layers - self.dense_layers if self.experts else 0

    def moe_mlp_params(self, active: bool = False) -> int:
        """A MoE layer's MLP: routed experts (or the ``experts_per_token`` that run), shared experts, router."""
        routed = self.experts_per_token if active else self.experts
        return (routed + self.shared_experts) * self.expert_params + self.hidden * self.experts

    @property
    def layer_params(self) -> int:
        """One dense block: attention + MLP + its two RMSNorm weight vectors."""
        return self.attention_params + self.mlp_params + 2 * self.hidden

    @property
    def max_layer_params(self) -> int:
        """The largest block (a MoE block in a MoE model)."""
        if not self.experts:
            return self.layer_params
        return max(self.layer_params, self.attention_params + self.moe_mlp_params() + 2 * self.hidden)

    @property
    def expert_layer_params(self) -> int:
        return self.attention_params + self.moe_mlp_params() + 2 * self.hidden

    @property
    def linear_params(self) -> int:
        """Parameters in the blocks' linear layers: what LoRA adapts and QLoRA quantises."""
        dense_n = self.layers - self.moe_layers
        moe = self.moe_layers * (self.attention_linear + self.moe_mlp_params() - self.hidden * self.experts)
        return dense_n * (self.attention_linear + self.mlp_params) + moe

    @property
    def embedding_params(self) -> int:
        """Input embedding plus the output head when it is not tied to it."""
        return self.vocab * self.hidden * (1 if self.tied_embeddings else 2)

    @property
    def params(self) -> int:
        """All parameters (a MoE model's total, every expert counted)."""
        dense_n = self.layers - self.moe_layers
        blocks = dense_n * self.layer_params + self.moe_layers * self.expert_layer_params
        return blocks + self.embedding_params + self.hidden  # + final norm

    @property
    def active_params(self) -> int:
        """Parameters one token passes through: a MoE model's routed experts counted ``experts_per_token`` times."""
        if not self.experts:
            return self.params
        unused = self.moe_layers * (self.experts - self.experts_per_token) * self.expert_params
        return self.params - unused

    def lora_params(self, rank: int) -> int:
        """LoRA adapters on every linear layer of every block: r·(d_in + d_out) per matrix (every expert's too)."""
        h = self.hidden
        attn = (h + self.q_dim) + (h + self.o_dim) + (h + self.kv_dim) * 2
        mlp = (h + self.ffn) * (3 if self.gated_mlp else 2)
        expert = (h + self.expert_ffn) * (3 if self.gated_mlp else 2) * (self.experts + self.shared_experts)
        dense_n = self.layers - self.moe_layers
        return rank * (dense_n * (attn + mlp) + self.moe_layers * (attn + expert))


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


_MOE_KEYS: dict[str, tuple[str, ...]] = {
    "experts": ("num_local_experts", "n_routed_experts", "num_experts"),
    "experts_per_token": ("num_experts_per_tok", "moe_topk", "top_k"),
    "moe_ffn": ("moe_intermediate_size",),
    "shared_experts": ("n_shared_experts",),
    "dense_layers": ("first_k_dense_replace",),
    "q_lora_rank": ("q_lora_rank",),
    "kv_lora_rank": ("kv_lora_rank",),
    "qk_rope_dim": ("qk_rope_head_dim",),
    "qk_nope_dim": ("qk_nope_head_dim",),
    "v_head_dim": ("v_head_dim",),
}
"""Mixture-of-experts and MLA keys of Mixtral, Qwen3-MoE and DeepSeek-V3 configs."""


def _moe_fields(data: dict[str, object]) -> dict[str, object]:
    """MoE/MLA fields a config states; ``shared_expert_intermediate_size`` counts as shared experts."""
    out: dict[str, object] = {}
    for name, keys in _MOE_KEYS.items():
        for key in keys:
            if data.get(key) is not None:
                out[name] = data[key]
                break
    shared = data.get("shared_expert_intermediate_size")
    moe_ffn = out.get("moe_ffn")
    if isinstance(shared, int) and shared and isinstance(moe_ffn, int):
        out["shared_experts"] = max(1, shared // moe_ffn)
    if data.get("model_type") in ("qwen3", "qwen3_moe"):
        out["qk_norm"] = True
    return out


# Model types whose MLP has two matrices (no gate); every other dense decoder here uses SwiGLU/GeGLU.
_UNGATED_MLP = {"gpt2", "gpt_neox", "gptj", "opt", "bloom", "falcon", "phi", "starcoder2"}


def arch_from_hf_config(path: Path) -> ModelArch:
    """Read a Hugging Face style ``config.json``; a bad file is an ``InputError`` naming it."""
    from auditor.infra import limits

    limits.check_size(path, kind="config")  # a regular file, and small (a FIFO or 1 GB file is no config)
    try:
        # bounded like every JSON input: depth, node count, duplicate keys are one-line errors
        data = limits.load_json(path.read_text(encoding="utf-8"), str(path))
    except OSError as exc:
        raise InputError(str(path), f"cannot read model config: {exc.strerror or exc}") from None
    except UnicodeDecodeError as exc:
        raise InputError(str(path), f"not UTF-8 text (byte {exc.start})") from None
    if not isinstance(data, dict):
        raise InputError(str(path), "a model config must be a JSON object")
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
    fields.update(_moe_fields(data))
    if data.get("multi_query_attention") is False:
        fields["kv_heads"] = fields["heads"]
    name = str(data.get("_name_or_path") or path.parent.name or path.stem)
    try:
        return ModelArch.model_validate({
            "id": name,
            "name": name,
            "source": str(path),
            "tied_embeddings": bool(data.get("tie_word_embeddings", False)),
            "qkv_bias": bool(
                data.get("attention_bias") or data.get("add_qkv_bias") or data.get("model_type") in ("qwen2",)
            ),
            "gated_mlp": data.get("model_type") not in _UNGATED_MLP,
            **fields,
        })
    except ValidationError as exc:
        err = exc.errors()[0]
        raise InputError(str(path), f"{'.'.join(map(str, err['loc']))}: {err['msg']}") from None

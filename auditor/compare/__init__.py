"""``audit compare``: what one training job really costs on each offer, side by side.

``policy`` holds the MFU assumptions (a sourced table), ``core`` turns audited offers into
ranked rows with their derivations, and ``render_*`` write them as text, JSON, Markdown or
self-contained HTML (with an inline SVG chart from ``chart``).
"""

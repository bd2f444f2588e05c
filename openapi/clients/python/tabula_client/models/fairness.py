from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Fairness")


@_attrs_define
class Fairness:
    """Whether anyone may know a hidden card or a draw of this game (docs/fairness.md). The same in every answer and for
    every caller: summary, create answer, state view, feed `view` and `end` items.

        Attributes:
            fair (bool): True: the server chose the seed secretly and nobody was shown a hidden card it may not know;
                `reasons` is empty. False: see `reasons`. Only fair games may ever count for ratings.
            reasons (list[str]): Why the game is not fair, sorted; stable names (treat an unknown one as unfair too):
                `chosen_seed` (the creator chose the seed and can compute every draw), `position` (the creator supplied the
                starting position, hands and decks included), `sandbox` (the owner token may read the full state while the game
                runs), `unrecorded` (created before this record was kept: its seed may have been a client's).
            seed (None | str): The server's seed, revealed once the game is over (null before): check it against
                `seed_sha256`, then replay the log's chance with it (docs/fairness.md). A client's seed is never returned.
            seed_sha256 (None | str): Commitment to the server's seed, published at creation: SHA-256 (hex) of the seed's
                UTF-8 text. The seed is 128 random bits, so it cannot be searched for. Null when the seed is not the server's.
    """

    fair: bool
    reasons: list[str]
    seed: None | str
    seed_sha256: None | str

    def to_dict(self) -> dict[str, Any]:
        fair = self.fair

        reasons = self.reasons

        seed: None | str
        seed = self.seed

        seed_sha256: None | str
        seed_sha256 = self.seed_sha256

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "fair": fair,
                "reasons": reasons,
                "seed": seed,
                "seed_sha256": seed_sha256,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        fair = d.pop("fair")

        reasons = cast(list[str], d.pop("reasons"))

        def _parse_seed(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed = _parse_seed(d.pop("seed"))

        def _parse_seed_sha256(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_sha256 = _parse_seed_sha256(d.pop("seed_sha256"))

        fairness = cls(
            fair=fair,
            reasons=reasons,
            seed=seed,
            seed_sha256=seed_sha256,
        )

        return fairness

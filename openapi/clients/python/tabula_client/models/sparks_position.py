from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_position_done_item import SparksPositionDoneItem, check_sparks_position_done_item
from ..models.sparks_position_format import SparksPositionFormat, check_sparks_position_format
from ..models.sparks_position_game import SparksPositionGame, check_sparks_position_game
from ..models.sparks_position_order_item import SparksPositionOrderItem, check_sparks_position_order_item
from ..models.sparks_position_phase import SparksPositionPhase, check_sparks_position_phase
from ..models.sparks_position_queue_item import SparksPositionQueueItem, check_sparks_position_queue_item
from ..models.sparks_position_seats_item import SparksPositionSeatsItem, check_sparks_position_seats_item

if TYPE_CHECKING:
    from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision
    from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision
    from ..models.sparks_pack import SparksPack
    from ..models.sparks_placement import SparksPlacement
    from ..models.sparks_position_cards import SparksPositionCards
    from ..models.sparks_position_clans import SparksPositionClans
    from ..models.sparks_position_deck import SparksPositionDeck
    from ..models.sparks_position_food import SparksPositionFood
    from ..models.sparks_position_harvest import SparksPositionHarvest
    from ..models.sparks_position_herbs import SparksPositionHerbs
    from ..models.sparks_position_offer_type_0 import SparksPositionOfferType0
    from ..models.sparks_position_options import SparksPositionOptions
    from ..models.sparks_position_result_type_0 import SparksPositionResultType0
    from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision
    from ..models.sparks_shipped_pack import SparksShippedPack


T = TypeVar("T", bound="SparksPosition")


@_attrs_define
class SparksPosition:
    """The whole table, hidden information included (a position, docs/positions-sparks.md).

    Attributes:
        bonus (int | None): The market card carrying the field-crop bonus, or null.
        boxed (list[int]): Cards gone to the box face up, in order.
        cards (SparksPositionCards): The cards each seat owns, ascending.
        clans (SparksPositionClans): Each clan's spaces, sorted; neutral too with 2 players.
        deck (SparksPositionDeck): The deck.
        done (list[SparksPositionDoneItem]): Phase buy: the seats that bought or passed this round.
        first_offer_open (bool): 2 players: the first player's first offer of the round is still to come (FS-2P-9).
        food (SparksPositionFood): Each clan's food value (OQ-FS-1).
        format_ (SparksPositionFormat): The position format.
        game (SparksPositionGame): The game.
        harvest (SparksPositionHarvest): The tokens on the harvest spaces.
        herbs (SparksPositionHerbs): Each seat's Herbs card.
        layout (list[SparksPlacement]): The tiles laid so far, in laying order.
        market (list[int]): The market cards, ascending.
        market_reshuffle (bool): The reshuffle card is in the market (FS-TECH-13).
        offer (None | SparksPositionOfferType0): The card on offer, or null.
        options (SparksPositionOptions): The board options.
        order (list[SparksPositionOrderItem]): The turn order, first player first.
        pack (SparksPack | SparksShippedPack): The data pack: a shipped one by name and hash, any other in full.
        pending (list[SparksDiscardToolDecision | SparksKeepOrBoxDecision | SparksRemoveMembersDecision]): The decisions
            awaited, the current one first.
        phase (SparksPositionPhase): The step the game is in.
        queue (list[SparksPositionQueueItem]): The seats still to act in this phase, in order (empty in phase buy).
        result (None | SparksPositionResultType0): The result once the game is over, else null.
        round_ (int): The round; 0 during the placement round (FS-ROUND-1).
        round_starts (list[str]): The table each round began at, oldest first (FS-END-5).
        seats (list[SparksPositionSeatsItem]): The seats, in seat order.
        stage (int): The market stage: 1, or 2 after the stage change (FS-BUREAU-9).
        tiles_to_lay (list[str]): Board laid: the tiles still to lay, the next first.
        unseen (list[int]): Cards removed face down at setup (FS-SETUP-11), sorted.
    """

    bonus: int | None
    boxed: list[int]
    cards: SparksPositionCards
    clans: SparksPositionClans
    deck: SparksPositionDeck
    done: list[SparksPositionDoneItem]
    first_offer_open: bool
    food: SparksPositionFood
    format_: SparksPositionFormat
    game: SparksPositionGame
    harvest: SparksPositionHarvest
    herbs: SparksPositionHerbs
    layout: list[SparksPlacement]
    market: list[int]
    market_reshuffle: bool
    offer: None | SparksPositionOfferType0
    options: SparksPositionOptions
    order: list[SparksPositionOrderItem]
    pack: SparksPack | SparksShippedPack
    pending: list[SparksDiscardToolDecision | SparksKeepOrBoxDecision | SparksRemoveMembersDecision]
    phase: SparksPositionPhase
    queue: list[SparksPositionQueueItem]
    result: None | SparksPositionResultType0
    round_: int
    round_starts: list[str]
    seats: list[SparksPositionSeatsItem]
    stage: int
    tiles_to_lay: list[str]
    unseen: list[int]

    def to_dict(self) -> dict[str, Any]:
        from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision  # noqa: PLC0415
        from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision  # noqa: PLC0415
        from ..models.sparks_position_offer_type_0 import SparksPositionOfferType0  # noqa: PLC0415
        from ..models.sparks_position_result_type_0 import SparksPositionResultType0  # noqa: PLC0415
        from ..models.sparks_shipped_pack import SparksShippedPack  # noqa: PLC0415

        bonus: int | None
        bonus = self.bonus

        boxed = self.boxed

        cards = self.cards.to_dict()

        clans = self.clans.to_dict()

        deck = self.deck.to_dict()

        done = []
        for done_item_data in self.done:
            done_item: str = done_item_data
            done.append(done_item)

        first_offer_open = self.first_offer_open

        food = self.food.to_dict()

        format_: int = self.format_

        game: str = self.game

        harvest = self.harvest.to_dict()

        herbs = self.herbs.to_dict()

        layout = []
        for layout_item_data in self.layout:
            layout_item = layout_item_data.to_dict()
            layout.append(layout_item)

        market = self.market

        market_reshuffle = self.market_reshuffle

        offer: dict[str, Any] | None
        if isinstance(self.offer, SparksPositionOfferType0):
            offer = self.offer.to_dict()
        else:
            offer = self.offer

        options = self.options.to_dict()

        order = []
        for order_item_data in self.order:
            order_item: str = order_item_data
            order.append(order_item)

        pack: dict[str, Any]
        if isinstance(self.pack, SparksShippedPack):
            pack = self.pack.to_dict()
        else:
            pack = self.pack.to_dict()

        pending = []
        for pending_item_data in self.pending:
            pending_item: dict[str, Any]
            if isinstance(pending_item_data, SparksKeepOrBoxDecision):
                pending_item = pending_item_data.to_dict()
            elif isinstance(pending_item_data, SparksDiscardToolDecision):
                pending_item = pending_item_data.to_dict()
            else:
                pending_item = pending_item_data.to_dict()

            pending.append(pending_item)

        phase: str = self.phase

        queue = []
        for queue_item_data in self.queue:
            queue_item: str = queue_item_data
            queue.append(queue_item)

        result: dict[str, Any] | None
        if isinstance(self.result, SparksPositionResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        round_starts = self.round_starts

        seats = []
        for seats_item_data in self.seats:
            seats_item: str = seats_item_data
            seats.append(seats_item)

        stage = self.stage

        tiles_to_lay = self.tiles_to_lay

        unseen = self.unseen

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bonus": bonus,
                "boxed": boxed,
                "cards": cards,
                "clans": clans,
                "deck": deck,
                "done": done,
                "first_offer_open": first_offer_open,
                "food": food,
                "format": format_,
                "game": game,
                "harvest": harvest,
                "herbs": herbs,
                "layout": layout,
                "market": market,
                "market_reshuffle": market_reshuffle,
                "offer": offer,
                "options": options,
                "order": order,
                "pack": pack,
                "pending": pending,
                "phase": phase,
                "queue": queue,
                "result": result,
                "round": round_,
                "round_starts": round_starts,
                "seats": seats,
                "stage": stage,
                "tiles_to_lay": tiles_to_lay,
                "unseen": unseen,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision  # noqa: PLC0415
        from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision  # noqa: PLC0415
        from ..models.sparks_pack import SparksPack  # noqa: PLC0415
        from ..models.sparks_placement import SparksPlacement  # noqa: PLC0415
        from ..models.sparks_position_cards import SparksPositionCards  # noqa: PLC0415
        from ..models.sparks_position_clans import SparksPositionClans  # noqa: PLC0415
        from ..models.sparks_position_deck import SparksPositionDeck  # noqa: PLC0415
        from ..models.sparks_position_food import SparksPositionFood  # noqa: PLC0415
        from ..models.sparks_position_harvest import SparksPositionHarvest  # noqa: PLC0415
        from ..models.sparks_position_herbs import SparksPositionHerbs  # noqa: PLC0415
        from ..models.sparks_position_offer_type_0 import SparksPositionOfferType0  # noqa: PLC0415
        from ..models.sparks_position_options import SparksPositionOptions  # noqa: PLC0415
        from ..models.sparks_position_result_type_0 import SparksPositionResultType0  # noqa: PLC0415
        from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision  # noqa: PLC0415
        from ..models.sparks_shipped_pack import SparksShippedPack  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_bonus(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        bonus = _parse_bonus(d.pop("bonus"))

        boxed = cast(list[int], d.pop("boxed"))

        cards = SparksPositionCards.from_dict(d.pop("cards"))

        clans = SparksPositionClans.from_dict(d.pop("clans"))

        deck = SparksPositionDeck.from_dict(d.pop("deck"))

        done = []
        _done = d.pop("done")
        for done_item_data in _done:
            done_item = check_sparks_position_done_item(done_item_data)

            done.append(done_item)

        first_offer_open = d.pop("first_offer_open")

        food = SparksPositionFood.from_dict(d.pop("food"))

        format_ = check_sparks_position_format(d.pop("format"))

        game = check_sparks_position_game(d.pop("game"))

        harvest = SparksPositionHarvest.from_dict(d.pop("harvest"))

        herbs = SparksPositionHerbs.from_dict(d.pop("herbs"))

        layout = []
        _layout = d.pop("layout")
        for layout_item_data in _layout:
            layout_item = SparksPlacement.from_dict(layout_item_data)

            layout.append(layout_item)

        market = cast(list[int], d.pop("market"))

        market_reshuffle = d.pop("market_reshuffle")

        def _parse_offer(data: object) -> None | SparksPositionOfferType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                offer_type_0 = SparksPositionOfferType0.from_dict(data)

                return offer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksPositionOfferType0, data)

        offer = _parse_offer(d.pop("offer"))

        options = SparksPositionOptions.from_dict(d.pop("options"))

        order = []
        _order = d.pop("order")
        for order_item_data in _order:
            order_item = check_sparks_position_order_item(order_item_data)

            order.append(order_item)

        def _parse_pack(data: object) -> SparksPack | SparksShippedPack:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                pack_type_0 = SparksShippedPack.from_dict(data)

                return pack_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            pack_type_1 = SparksPack.from_dict(data)

            return pack_type_1

        pack = _parse_pack(d.pop("pack"))

        pending = []
        _pending = d.pop("pending")
        for pending_item_data in _pending:

            def _parse_pending_item(
                data: object,
            ) -> SparksDiscardToolDecision | SparksKeepOrBoxDecision | SparksRemoveMembersDecision:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_type_0 = SparksKeepOrBoxDecision.from_dict(data)

                    return pending_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    pending_item_type_1 = SparksDiscardToolDecision.from_dict(data)

                    return pending_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                pending_item_type_2 = SparksRemoveMembersDecision.from_dict(data)

                return pending_item_type_2

            pending_item = _parse_pending_item(pending_item_data)

            pending.append(pending_item)

        phase = check_sparks_position_phase(d.pop("phase"))

        queue = []
        _queue = d.pop("queue")
        for queue_item_data in _queue:
            queue_item = check_sparks_position_queue_item(queue_item_data)

            queue.append(queue_item)

        def _parse_result(data: object) -> None | SparksPositionResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SparksPositionResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksPositionResultType0, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        round_starts = cast(list[str], d.pop("round_starts"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = check_sparks_position_seats_item(seats_item_data)

            seats.append(seats_item)

        stage = d.pop("stage")

        tiles_to_lay = cast(list[str], d.pop("tiles_to_lay"))

        unseen = cast(list[int], d.pop("unseen"))

        sparks_position = cls(
            bonus=bonus,
            boxed=boxed,
            cards=cards,
            clans=clans,
            deck=deck,
            done=done,
            first_offer_open=first_offer_open,
            food=food,
            format_=format_,
            game=game,
            harvest=harvest,
            herbs=herbs,
            layout=layout,
            market=market,
            market_reshuffle=market_reshuffle,
            offer=offer,
            options=options,
            order=order,
            pack=pack,
            pending=pending,
            phase=phase,
            queue=queue,
            result=result,
            round_=round_,
            round_starts=round_starts,
            seats=seats,
            stage=stage,
            tiles_to_lay=tiles_to_lay,
            unseen=unseen,
        )

        return sparks_position

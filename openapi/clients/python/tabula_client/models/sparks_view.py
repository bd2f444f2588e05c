from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.sparks_view_done_item import SparksViewDoneItem, check_sparks_view_done_item
from ..models.sparks_view_game import SparksViewGame, check_sparks_view_game
from ..models.sparks_view_order_item import SparksViewOrderItem, check_sparks_view_order_item
from ..models.sparks_view_phase import SparksViewPhase, check_sparks_view_phase
from ..models.sparks_view_queue_item import SparksViewQueueItem, check_sparks_view_queue_item
from ..models.sparks_view_seat_type_0 import SparksViewSeatType0, check_sparks_view_seat_type_0
from ..models.sparks_view_to_act_item import SparksViewToActItem, check_sparks_view_to_act_item

if TYPE_CHECKING:
    from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision
    from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision
    from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision
    from ..models.sparks_view_board import SparksViewBoard
    from ..models.sparks_view_clans import SparksViewClans
    from ..models.sparks_view_deck import SparksViewDeck
    from ..models.sparks_view_harvest import SparksViewHarvest
    from ..models.sparks_view_market import SparksViewMarket
    from ..models.sparks_view_offer_type_0 import SparksViewOfferType0
    from ..models.sparks_view_options import SparksViewOptions
    from ..models.sparks_view_pack import SparksViewPack
    from ..models.sparks_view_players import SparksViewPlayers
    from ..models.sparks_view_result_type_0 import SparksViewResultType0
    from ..models.sparks_view_tiles import SparksViewTiles


T = TypeVar("T", bound="SparksView")


@_attrs_define
class SparksView:
    """The table as a seat, or a spectator, sees it (hidden: the deck, the face-down tiles and a Fire owner's food, FS-
    KNOW-1).

        Attributes:
            board (SparksViewBoard): The laid tiles and the board they make.
            boxed (list[int]): Cards gone to the box face up, in order.
            clans (SparksViewClans): Each clan on the board, keyed by seat (and neutral with 2 players).
            deck (SparksViewDeck): The deck: only what the table knows of it.
            done (list[SparksViewDoneItem]): Phase buy: the seats that bought or passed this round.
            game (SparksViewGame): The game.
            harvest (SparksViewHarvest): The harvest spaces (FS-FOOD-5).
            market (SparksViewMarket): The market.
            offer (None | SparksViewOfferType0): The card on offer, or null.
            options (SparksViewOptions): The options in force.
            order (list[SparksViewOrderItem]): The turn order, first player first.
            pack (SparksViewPack): The game's data pack: its cards' printed values; for a pack not shipped with the server
                also data, the whole pack as given in options.pack (public).
            pending (list[SparksDiscardToolDecision | SparksKeepOrBoxDecision | SparksRemoveMembersDecision]): The decisions
                awaited, the current one first.
            phase (SparksViewPhase): The step the game is in.
            players (SparksViewPlayers): Each player, keyed by seat.
            queue (list[SparksViewQueueItem]): The seats still to act in this phase, in order (empty in phase buy).
            removed_unseen (int): How many cards were removed face down (FS-SETUP-11).
            result (None | SparksViewResultType0): The result once the game is over, else null.
            round_ (int): The round; 0 during the placement round (FS-ROUND-1).
            seat (None | SparksViewSeatType0): The seat viewing; null for a spectator.
            stage (int): The market stage: 1, or 2 after the stage change (FS-BUREAU-9).
            tiles (SparksViewTiles): The tiles still to lay (board laid).
            to_act (list[SparksViewToActItem]): The seat to act, if any.
    """

    board: SparksViewBoard
    boxed: list[int]
    clans: SparksViewClans
    deck: SparksViewDeck
    done: list[SparksViewDoneItem]
    game: SparksViewGame
    harvest: SparksViewHarvest
    market: SparksViewMarket
    offer: None | SparksViewOfferType0
    options: SparksViewOptions
    order: list[SparksViewOrderItem]
    pack: SparksViewPack
    pending: list[SparksDiscardToolDecision | SparksKeepOrBoxDecision | SparksRemoveMembersDecision]
    phase: SparksViewPhase
    players: SparksViewPlayers
    queue: list[SparksViewQueueItem]
    removed_unseen: int
    result: None | SparksViewResultType0
    round_: int
    seat: None | SparksViewSeatType0
    stage: int
    tiles: SparksViewTiles
    to_act: list[SparksViewToActItem]

    def to_dict(self) -> dict[str, Any]:
        from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision  # noqa: PLC0415
        from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision  # noqa: PLC0415
        from ..models.sparks_view_offer_type_0 import SparksViewOfferType0  # noqa: PLC0415
        from ..models.sparks_view_result_type_0 import SparksViewResultType0  # noqa: PLC0415

        board = self.board.to_dict()

        boxed = self.boxed

        clans = self.clans.to_dict()

        deck = self.deck.to_dict()

        done = []
        for done_item_data in self.done:
            done_item: str = done_item_data
            done.append(done_item)

        game: str = self.game

        harvest = self.harvest.to_dict()

        market = self.market.to_dict()

        offer: dict[str, Any] | None
        if isinstance(self.offer, SparksViewOfferType0):
            offer = self.offer.to_dict()
        else:
            offer = self.offer

        options = self.options.to_dict()

        order = []
        for order_item_data in self.order:
            order_item: str = order_item_data
            order.append(order_item)

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

        players = self.players.to_dict()

        queue = []
        for queue_item_data in self.queue:
            queue_item: str = queue_item_data
            queue.append(queue_item)

        removed_unseen = self.removed_unseen

        result: dict[str, Any] | None
        if isinstance(self.result, SparksViewResultType0):
            result = self.result.to_dict()
        else:
            result = self.result

        round_ = self.round_

        seat: None | str
        if isinstance(self.seat, str):
            seat = self.seat
        else:
            seat = self.seat

        stage = self.stage

        tiles = self.tiles.to_dict()

        to_act = []
        for to_act_item_data in self.to_act:
            to_act_item: str = to_act_item_data
            to_act.append(to_act_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "board": board,
                "boxed": boxed,
                "clans": clans,
                "deck": deck,
                "done": done,
                "game": game,
                "harvest": harvest,
                "market": market,
                "offer": offer,
                "options": options,
                "order": order,
                "pack": pack,
                "pending": pending,
                "phase": phase,
                "players": players,
                "queue": queue,
                "removed_unseen": removed_unseen,
                "result": result,
                "round": round_,
                "seat": seat,
                "stage": stage,
                "tiles": tiles,
                "to_act": to_act,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.sparks_discard_tool_decision import SparksDiscardToolDecision  # noqa: PLC0415
        from ..models.sparks_keep_or_box_decision import SparksKeepOrBoxDecision  # noqa: PLC0415
        from ..models.sparks_remove_members_decision import SparksRemoveMembersDecision  # noqa: PLC0415
        from ..models.sparks_view_board import SparksViewBoard  # noqa: PLC0415
        from ..models.sparks_view_clans import SparksViewClans  # noqa: PLC0415
        from ..models.sparks_view_deck import SparksViewDeck  # noqa: PLC0415
        from ..models.sparks_view_harvest import SparksViewHarvest  # noqa: PLC0415
        from ..models.sparks_view_market import SparksViewMarket  # noqa: PLC0415
        from ..models.sparks_view_offer_type_0 import SparksViewOfferType0  # noqa: PLC0415
        from ..models.sparks_view_options import SparksViewOptions  # noqa: PLC0415
        from ..models.sparks_view_pack import SparksViewPack  # noqa: PLC0415
        from ..models.sparks_view_players import SparksViewPlayers  # noqa: PLC0415
        from ..models.sparks_view_result_type_0 import SparksViewResultType0  # noqa: PLC0415
        from ..models.sparks_view_tiles import SparksViewTiles  # noqa: PLC0415

        d = dict(src_dict)
        board = SparksViewBoard.from_dict(d.pop("board"))

        boxed = cast(list[int], d.pop("boxed"))

        clans = SparksViewClans.from_dict(d.pop("clans"))

        deck = SparksViewDeck.from_dict(d.pop("deck"))

        done = []
        _done = d.pop("done")
        for done_item_data in _done:
            done_item = check_sparks_view_done_item(done_item_data)

            done.append(done_item)

        game = check_sparks_view_game(d.pop("game"))

        harvest = SparksViewHarvest.from_dict(d.pop("harvest"))

        market = SparksViewMarket.from_dict(d.pop("market"))

        def _parse_offer(data: object) -> None | SparksViewOfferType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                offer_type_0 = SparksViewOfferType0.from_dict(data)

                return offer_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksViewOfferType0, data)

        offer = _parse_offer(d.pop("offer"))

        options = SparksViewOptions.from_dict(d.pop("options"))

        order = []
        _order = d.pop("order")
        for order_item_data in _order:
            order_item = check_sparks_view_order_item(order_item_data)

            order.append(order_item)

        pack = SparksViewPack.from_dict(d.pop("pack"))

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

        phase = check_sparks_view_phase(d.pop("phase"))

        players = SparksViewPlayers.from_dict(d.pop("players"))

        queue = []
        _queue = d.pop("queue")
        for queue_item_data in _queue:
            queue_item = check_sparks_view_queue_item(queue_item_data)

            queue.append(queue_item)

        removed_unseen = d.pop("removed_unseen")

        def _parse_result(data: object) -> None | SparksViewResultType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = SparksViewResultType0.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksViewResultType0, data)

        result = _parse_result(d.pop("result"))

        round_ = d.pop("round")

        def _parse_seat(data: object) -> None | SparksViewSeatType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                seat_type_0 = check_sparks_view_seat_type_0(data)

                return seat_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SparksViewSeatType0, data)

        seat = _parse_seat(d.pop("seat"))

        stage = d.pop("stage")

        tiles = SparksViewTiles.from_dict(d.pop("tiles"))

        to_act = []
        _to_act = d.pop("to_act")
        for to_act_item_data in _to_act:
            to_act_item = check_sparks_view_to_act_item(to_act_item_data)

            to_act.append(to_act_item)

        sparks_view = cls(
            board=board,
            boxed=boxed,
            clans=clans,
            deck=deck,
            done=done,
            game=game,
            harvest=harvest,
            market=market,
            offer=offer,
            options=options,
            order=order,
            pack=pack,
            pending=pending,
            phase=phase,
            players=players,
            queue=queue,
            removed_unseen=removed_unseen,
            result=result,
            round_=round_,
            seat=seat,
            stage=stage,
            tiles=tiles,
            to_act=to_act,
        )

        return sparks_view

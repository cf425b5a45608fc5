"""ECG's words in English and Spanish: the log, the buttons, the prompts and the "Teach me" texts."""
from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "goal": "Goal: enemy Morale to 0, {renown} Renown, or {prayers} Prayers in play",
        # --- the log
        "start.chooser": "{seat_name} has the higher Renown ({renown}) and chooses who starts.",
        "start.first": "{seat_name} decides: {first_seat_name} plays the first turn.",
        "turn.start": "Turn {turn}: {seat_name}.",
        "reinforce.draw": "{seat_name} reinforces: draws {count}.",
        "turn.preparation": "{seat_name}'s resources are prepared and troops lose 1 Preparation.",
        "turn.resolution": "Resolution of {seat_name}'s turn.",
        "draw.count": "{seat_name} draws {count:card|cards}.",
        "draw.cards": "You draw {cards}.",
        "try.card": "Try-out: {card} is in your opening hand, so you now hold {cards}.",
        "deck.reshuffled": "{seat_name}'s deck ran out: the discard ({count} cards) is shuffled into a new deck.",
        "deck.empty": "{seat_name} has no deck left: the draw is ignored.",
        "deck.kept": "{seat_name} keeps the discard ({count:card|cards}) and will play on without a deck.",
        "pick.discarded": "You discard {card}.",
        "pick.discarded_count": "{seat_name} discards a card.",
        "pick.recalled": "You take {card} back from your discard.",
        "pick.recalled_count": "{seat_name} takes a card back from the discard.",
        "cost.discarded": "{seat_name} discards {count:card|cards} to pay.",
        "court.played": "{seat_name} puts {card} in the court: it comes in used and produces from the next "
                        "Preparation.",
        "legacy.general": "{seat_name} leads with the general {card} beside the hero.",
        "legacy.blessing": "{seat_name} plays {card}.",
        "prayer.count": "{seat_name} has {count:prayer|prayers} in play.",
        "log.played": "{seat_name} plays {card} ({kind}).",
        "log.ability": "{card} of {seat_name} uses its ability.",
        "log.reaction": "{seat_name} reacts with {card}.",
        "window.nothing_none": "No reaction to the {kind}: you hold no reaction card.",
        "window.nothing_kind": "No reaction: none of your reactions answers this {kind}.",
        "window.nothing_cost": "No reaction: {card} answers this {kind} but needs {need} prepared {resource}, "
                               "you have {have}.",
        "window.nothing_kingdom": "No reaction: {card} has no cost for your kingdom.",
        "window.nothing_effect_cost": "No reaction: what {card} asks to be paid (cards to discard, a troop to "
                                      "sacrifice) is not there now.",
        "res.fe": "Faith", "res.saber": "Lore", "res.orgullo": "Pride", "res.ira": "Wrath",
        "res.disciplina": "Discipline", "res.devocion": "Devotion", "res.any": "resources",
        "log.reaction_to": "{seat_name} answers {answers} with {card}.",
        "stack.fizzled": "{card} of {seat_name} was cancelled: it has no effect.",
        "stack.stopped": "{card} of {seat_name} stops at step {step}: that step cannot be done, "
                         "so the rest of the ability does not happen.",
        "stack.cancelled": "{card} of {seat_name} is cancelled.",
        "trigger.skipped": "{card} of {seat_name} would trigger, but its cost cannot be paid.",
        "trigger.loop": "{card} of {seat_name} would trigger again after {count} triggered abilities in a row: "
                        "the chain stops here.",
        "chain.cancelled": "{seat_name} takes the play back.",
        "troop.trained": "{seat_name} trains {card} in the {line}.",
        "troop.no_room": "{card} of {seat_name} finds no room in the {line} and goes to the discard.",
        "troop.wounded": "{card} of {seat_name} takes {amount:wound|wounds} (Strength now {strength}).",
        "troop.wounded_by": "{by} wounds {card} of {seat_name}: {amount:wound|wounds}, Strength now {strength}.",
        "troop.healed": "{card} of {seat_name} recovers {amount:wound|wounds}.",
        "troop.healed_by": "{by} heals {card} of {seat_name}: {amount:wound|wounds} fewer, Strength now "
                           "{strength}.",
        "troop.boost": "{card} of {seat_name}: {amount:+d} Strength this turn.",
        "troop.prep": "{card} of {seat_name}: {amount:+d} Preparation.",
        "troop.recovery": "{card} of {seat_name} recovers: {turns} turns of Preparation.",
        "troop.moved": "{card} of {seat_name} moves to the {line}.",
        "troop.to_discard": "{card} of {seat_name} is destroyed.",
        "troop.to_discard_by": "{by} destroys {card} of {seat_name}.",
        "troop.to_discard_fallen": "{card} of {seat_name} has Strength 0 and is destroyed.",
        "troop.to_exile": "{card} of {seat_name} is exiled.",
        "troop.to_exile_by": "{by} exiles {card} of {seat_name}.",
        "troop.to_hand": "{card} goes back to {seat_name}'s hand.",
        "troop.to_hand_by": "{by} sends {card} back to {seat_name}'s hand.",
        "hero.morale": "{seat_name}'s Morale: {amount:+d} (now {morale}).",
        "hero.morale_for": "{seat_name}'s Morale: {amount:+d} (now {morale}) for the wounds to {card}.",
        "hero.renown": "{seat_name}'s Renown: {amount:+d} (now {renown}).",
        "hero.madness": "{seat_name}'s Madness: {amount:+d} (now {madness}).",
        "madness.threshold": "{seat_name}'s hero crosses the threshold of Madness: back to 0, {amount} Morale lost.",
        "maneuver.clash": "{card} of {seat_name} clashes with {target_card}: {amount:wound|wounds}.",
        "maneuver.charge": "{card} of {seat_name} charges {target_card}: {amount:wound|wounds}.",
        "maneuver.response": "{card} of {seat_name} still has Strength {amount} and strikes back with as many: "
                             "{amount:wound|wounds}.",
        "maneuver.no_response": "{card} of {seat_name} is left at Strength 0: it cannot strike back, and it falls "
                                "at the end of the turn.",
        "maneuver.won": "{seat_name} wins the {maneuver} with {card}: it ends stronger than {target_card} "
                        "({strength} against {target_strength}).",
        "maneuver.lost": "{seat_name} does not win the {maneuver} with {card}: it does not end stronger than "
                         "{target_card} ({strength} against {target_strength}). A win matters only to abilities "
                         "that trigger on one.",
        "look.cards": "You see {cards}.",
        "resources.gained": "{seat_name} gains {amount:resource|resources} this turn.",
        "resources.paid": "{seat_name} pays {amount:resource|resources}.",
        "game.over": "The game is over ({reason}). Winners: {winners}.",
        # --- words inside messages
        "line.infantry": "Infantry", "line.support": "Support",
        "maneuver_name.clash": "Clash", "maneuver_name.charge": "Charge",
        "kind.action": "action", "kind.spell": "spell", "kind.ability": "ability", "kind.reaction": "reaction",
        "kind.maneuver": "maneuver", "kind.training": "training", "kind.legacy": "legacy",
        "reason.battle": "Battle", "reason.renown": "Renown", "reason.blessing": "Blessing",
        "reason.renown+blessing": "Renown and Blessing", "reason.turn_limit": "turn limit",
        "card.hidden": "a hidden card", "card.none": "no cards",
        # --- buttons
        "action.start": "Start {args}",
        "action.draw": "Draw {args}",
        "draw.discard_first": " (discard {count} first)",
        "action.pick": "Choose {args}",
        "action.court": "Court: {args}",
        "action.train": "Train {args}",
        "action.general": "General: {args}",
        "action.play": "Play {args}",
        "action.ability": "Use {args}",
        "action.clash": "Clash: {args}",
        "action.charge": "Charge: {args}",
        "action.end": "End the turn",
        "action.react": "React with {args}",
        "action.pass": "Do not react",
        "action.line": "Into the {args}",
        "action.target": "Target {args}",
        "action.discard": "Discard {args}",
        "action.cancel": "Cancel",
        "action.reshuffle": "{args}",
        "reshuffle.yes_word": "Shuffle the discard into a new deck", "reshuffle.no_word": "Keep the discard",
        "start.first_word": "first", "start.second_word": "second",
        # --- explanations (tooltips)
        "explain.start": "Choose whether you play the first turn or give it to your opponent.",
        "explain.draw": "Draw that many cards from your deck (at 8 cards you first discard as many as you exceed).",
        "explain.pick": "This card is the one chosen.",
        "explain.court": "Put this troop or general in your court, ignoring its cost: it produces 1 resource a turn "
                         "from your next Preparation (it comes in used; one court play per turn, at most 6 cards "
                         "in court).",
        "explain.train": "Pay its cost to train this troop in battle (+1 Renown unless savage, devout or mercenary).",
        "explain.court_only": "Training it in battle is not possible now: {reason} Only the court is open to it.",
        "explain.general": "Pay its cost to put this general beside your hero and use its abilities (one at a time).",
        "explain.play": "Pay its cost and play this card; your opponent may react before it resolves.",
        "explain.ability": "Use this ability: pay what comes before ':' and carry out its steps in order.",
        "explain.clash": "Clash: your troop deals its Strength in wounds to an adjacent enemy troop, which strikes "
                         "back with its remaining Strength.",
        "explain.charge": "Charge (Infantry only): one wound more than a Clash, then your troop needs 2 turns "
                          "to recover.",
        "explain.end": "End the Action phase: in Resolution troops at 0 Strength fall, Madness and victory are "
                       "checked.",
        "explain.react": "Answer what is pending with this reaction (it resolves first).",
        "explain.pass": "Let what is pending resolve, last in first out.",
        "explain.line": "The troop is trained into this formation line.",
        "explain.target": "This is the target of the step.",
        "explain.discard": "This card is discarded to pay the cost.",
        "explain.cancel": "Take the play back: nothing is paid.",
        "explain.reshuffle": "Yes: when the deck ends, the discard is shuffled into a new deck (once in the game). "
                             "No: the discard stays (cards that take cards back from it can use it) and you play "
                             "on without a deck: draws that are not costs are ignored.",
        "risk.end": "Still able to maneuver this turn: {troops}. Click a troop of yours that glows to Clash or Charge.",
        # --- prompts
        "prompt.over": "The game is over.",
        "prompt.default": "{seat_name}, your move.",
        "prompt.start": "{seat_name}, you have the higher Renown: who plays first?",
        "prompt.reinforce": "{seat_name}: Reinforce: draw up to 2 cards.",
        "prompt.discard": "{seat_name}: your hand is full: discard {count} before drawing.",
        "prompt.action": "{seat_name}: Action phase. Play cards, train troops, maneuver, or end the turn.",
        "prompt.react": "{seat_name}: {card} ({kind}) of your opponent is pending: react or let it resolve.",
        "prompt.line": "{seat_name}: into which line is {card} trained? Infantry: in front, it may Charge; Support: "
                       "behind it, out of reach while the Infantry stands.",
        "prompt.target": "{seat_name}: choose the target for {card}.",
        "prompt.cost": "{seat_name}: choose a card to discard for {card}.",
        "prompt.pick_hand": "{seat_name}: discard {count:card|cards}.",
        "prompt.pick_discard": "{seat_name}: take {count:card|cards} back from your discard.",
        "prompt.reshuffle": "{seat_name}: your deck runs out in this draw: shuffle your discard into a new deck?",
        # --- teach
        "teach.start": "The hero with the higher Renown chooses who plays the first turn. Playing first lets you "
                       "build your court earlier; playing second lets you see your opponent's first moves.",
        "teach.reinforce": "Reinforce: draw 0, 1 or 2 cards from your deck. Your hand holds at most 8; the first "
                           "time the deck runs out you may shuffle your discard into a new deck, the second time you "
                           "play on without.",
        "teach.discard": "Your hand is at its limit of 8: discard before you draw, one card at a time.",
        "teach.action": "The Action phase: put one troop or general in the court per turn (free), train troops "
                        "in battle and play cards by paying with prepared resources, use abilities, and order "
                        "each ready troop to Clash or Charge. End the turn when you are done.",
        "teach.react": "Your opponent's {card} is pending. You may answer it with a reaction from your hand, "
                       "or let the stack resolve, last in first out.",
        "teach.line": "This troop may fight in either line: choose Infantry (the front) or Support.",
        "teach.target": "Choose what {card} acts on; you can still cancel.",
        "teach.cost": "The cost of {card} asks you to discard cards: choose them one by one.",
        "teach.pick": "A card's effect asks you to choose cards: pick them one by one.",
        "teach.reshuffle": "The first time your deck runs out, your discard may be shuffled into a new deck. "
                           "Keep it if you hold cards that take cards back from the discard; the second time "
                           "the deck runs out (or now, if you keep it) you play on without a deck.",
    },
    "es": {
        "goal": "Objetivo: Moral rival a 0, {renown} de Renombre o {prayers} Oraciones en juego",
        "start.chooser": "{seat_name} tiene más Renombre ({renown}) y elige quién empieza.",
        "start.first": "{seat_name} decide: {first_seat_name} juega el primer turno.",
        "turn.start": "Turno {turn}: {seat_name}.",
        "reinforce.draw": "{seat_name} refuerza: roba {count}.",
        "turn.preparation": "Los recursos de {seat_name} se preparan y sus tropas pierden 1 de Preparación.",
        "turn.resolution": "Resolución del turno de {seat_name}.",
        "draw.count": "{seat_name} roba {count:carta|cartas}.",
        "draw.cards": "Robas {cards}.",
        "try.card": "Prueba: {card} está en tu mano inicial; ahora tienes {cards}.",
        "deck.reshuffled": "El mazo de {seat_name} se agotó: su descarte ({count} cartas) se baraja como mazo nuevo.",
        "deck.empty": "{seat_name} ya no tiene mazo: el robo se ignora.",
        "deck.kept": "{seat_name} conserva su descarte ({count:carta|cartas}) y seguirá sin mazo.",
        "pick.discarded": "Descartas {card}.",
        "pick.discarded_count": "{seat_name} descarta una carta.",
        "pick.recalled": "Recuperas {card} de tu descarte.",
        "pick.recalled_count": "{seat_name} recupera una carta de su descarte.",
        "cost.discarded": "{seat_name} descarta {count:carta|cartas} para pagar.",
        "court.played": "{seat_name} pone {card} en la corte: entra usada y produce desde la próxima "
                        "Preparación.",
        "legacy.general": "{seat_name} pone al general {card} junto a su héroe.",
        "legacy.blessing": "{seat_name} juega {card}.",
        "prayer.count": "{seat_name} tiene {count:oración|oraciones} en juego.",
        "log.played": "{seat_name} juega {card} ({kind}).",
        "log.ability": "{card} de {seat_name} usa su habilidad.",
        "log.reaction": "{seat_name} reacciona con {card}.",
        "window.nothing_none": "No reaccionas ({kind}): no tienes ninguna carta de reacción en la mano.",
        "window.nothing_kind": "No reaccionas: ninguna de tus reacciones responde a esto ({kind}).",
        "window.nothing_cost": "No reaccionas: {card} responde a esto ({kind}), pero necesita {need} de {resource} "
                               "preparado y tienes {have}.",
        "window.nothing_kingdom": "No reaccionas: {card} no tiene coste para tu reino.",
        "window.nothing_effect_cost": "No reaccionas: lo que {card} pide pagar (cartas que descartar, una tropa que "
                                      "sacrificar) no está ahora.",
        "res.fe": "Fe", "res.saber": "Saber", "res.orgullo": "Orgullo", "res.ira": "Ira",
        "res.disciplina": "Disciplina", "res.devocion": "Devoción", "res.any": "recursos",
        "log.reaction_to": "{seat_name} responde a {answers} con {card}.",
        "stack.fizzled": "{card} de {seat_name} fue anulada: no tiene efecto.",
        "stack.stopped": "{card} de {seat_name} se detiene en el paso {step}: ese paso no se puede cumplir, "
                         "así que el resto de la habilidad no se cumple.",
        "stack.cancelled": "Se anula {card} de {seat_name}.",
        "trigger.skipped": "{card} de {seat_name} se activaría, pero no se puede pagar su coste.",
        "trigger.loop": "{card} de {seat_name} se activaría de nuevo tras {count} habilidades disparadas seguidas: "
                        "la cadena se detiene aquí.",
        "chain.cancelled": "{seat_name} se echa atrás.",
        "troop.trained": "{seat_name} entrena {card} en {line}.",
        "troop.no_room": "{card} de {seat_name} no cabe en {line} y va al descarte.",
        "troop.wounded": "{card} de {seat_name} recibe {amount:herida|heridas} (ahora Fuerza {strength}).",
        "troop.wounded_by": "{by} hiere a {card} de {seat_name}: {amount:herida|heridas}, ahora Fuerza {strength}.",
        "troop.healed": "{card} de {seat_name} recupera {amount:herida|heridas}.",
        "troop.healed_by": "{by} cura a {card} de {seat_name}: {amount:herida|heridas} menos, ahora Fuerza "
                           "{strength}.",
        "troop.boost": "{card} de {seat_name}: {amount:+d} de Fuerza este turno.",
        "troop.prep": "{card} de {seat_name}: {amount:+d} de Preparación.",
        "troop.recovery": "{card} de {seat_name} se recupera: {turns} turnos de Preparación.",
        "troop.moved": "{card} de {seat_name} pasa a {line}.",
        "troop.to_discard": "Se destruye {card} de {seat_name}.",
        "troop.to_discard_by": "{by} destruye a {card} de {seat_name}.",
        "troop.to_discard_fallen": "{card} de {seat_name} tiene Fuerza 0: se destruye.",
        "troop.to_exile": "Se exilia {card} de {seat_name}.",
        "troop.to_exile_by": "{by} exilia a {card} de {seat_name}.",
        "troop.to_hand": "{card} vuelve a la mano de {seat_name}.",
        "troop.to_hand_by": "{by} devuelve {card} a la mano de {seat_name}.",
        "hero.morale": "Moral de {seat_name}: {amount:+d} (ahora {morale}).",
        "hero.morale_for": "Moral de {seat_name}: {amount:+d} (ahora {morale}) por las heridas de {card}.",
        "hero.renown": "Renombre de {seat_name}: {amount:+d} (ahora {renown}).",
        "hero.madness": "Locura de {seat_name}: {amount:+d} (ahora {madness}).",
        "madness.threshold": "El héroe de {seat_name} supera el umbral de Locura: vuelve a 0 y pierde {amount} "
                             "de Moral.",
        "maneuver.clash": "{card} de {seat_name} se enfrenta a {target_card}: {amount:herida|heridas}.",
        "maneuver.charge": "{card} de {seat_name} carga contra {target_card}: {amount:herida|heridas}.",
        "maneuver.response": "{card} de {seat_name} aún tiene Fuerza {amount} y responde con otras tantas: "
                             "{amount:herida|heridas}.",
        "maneuver.no_response": "{card} de {seat_name} queda a Fuerza 0: no puede responder, y cae al final del "
                                "turno.",
        "maneuver.won": "{seat_name} gana con {card} ({maneuver}): acaba más fuerte que {target_card} "
                        "({strength} contra {target_strength}).",
        "maneuver.lost": "{seat_name} no gana con {card} ({maneuver}): no acaba más fuerte que {target_card} "
                         "({strength} contra {target_strength}). Ganar solo importa a las habilidades que se "
                         "activan al ganar.",
        "look.cards": "Ves {cards}.",
        "resources.gained": "{seat_name} gana {amount:recurso|recursos} este turno.",
        "resources.paid": "{seat_name} paga {amount:recurso|recursos}.",
        "game.over": "La partida termina ({reason}). Ganan: {winners}.",
        "line.infantry": "Infantería", "line.support": "Soporte",
        "maneuver_name.clash": "Enfrentamiento", "maneuver_name.charge": "Carga",
        "kind.action": "acción", "kind.spell": "hechizo", "kind.ability": "habilidad", "kind.reaction": "reacción",
        "kind.maneuver": "maniobra", "kind.training": "entrenamiento", "kind.legacy": "legado",
        "reason.battle": "Batalla", "reason.renown": "Renombre", "reason.blessing": "Bendición",
        "reason.renown+blessing": "Renombre y Bendición", "reason.turn_limit": "límite de turnos",
        "card.hidden": "una carta oculta", "card.none": "ninguna carta",
        "action.start": "Empezar {args}",
        "action.draw": "Robar {args}",
        "draw.discard_first": " (antes descarta {count})",
        "action.pick": "Elegir {args}",
        "action.court": "Corte: {args}",
        "action.train": "Entrenar {args}",
        "action.general": "General: {args}",
        "action.play": "Jugar {args}",
        "action.ability": "Usar {args}",
        "action.clash": "Enfrentamiento: {args}",
        "action.charge": "Carga: {args}",
        "action.end": "Terminar el turno",
        "action.react": "Reaccionar con {args}",
        "action.pass": "No reaccionar",
        "action.line": "A {args}",
        "action.target": "Objetivo: {args}",
        "action.discard": "Descartar {args}",
        "action.cancel": "Cancelar",
        "action.reshuffle": "{args}",
        "reshuffle.yes_word": "Barajar el descarte como mazo nuevo", "reshuffle.no_word": "Conservar el descarte",
        "start.first_word": "primero", "start.second_word": "segundo",
        "explain.start": "Elige si juegas el primer turno o se lo cedes a tu oponente.",
        "explain.draw": "Roba esa cantidad de cartas de tu mazo (con 8 en la mano, primero descartas las que "
                        "sobren).",
        "explain.pick": "Esta es la carta elegida.",
        "explain.court": "Pon esta tropa o general en tu corte sin pagar su coste: produce 1 recurso por turno "
                         "desde tu próxima Preparación (entra usada; una jugada en corte por turno, como mucho 6 "
                         "cartas en la corte).",
        "explain.train": "Paga su coste para entrenar esta tropa en batalla (+1 de Renombre salvo si es salvaje, "
                         "devota o mercenaria).",
        "explain.court_only": "Ahora no se puede entrenar en batalla: {reason} Solo le queda la corte.",
        "explain.general": "Paga su coste para poner este general junto a tu héroe y usar sus habilidades (uno a "
                           "la vez).",
        "explain.play": "Paga su coste y juega esta carta; tu oponente puede reaccionar antes de que se resuelva.",
        "explain.ability": "Usa esta habilidad: paga lo que va antes de ':' y cumple sus pasos en orden.",
        "explain.clash": "Enfrentamiento: tu tropa causa tantas heridas como su Fuerza a una tropa enemiga "
                         "adyacente, que responde con la Fuerza que le quede.",
        "explain.charge": "Carga (solo Infantería): una herida más que un Enfrentamiento; después tu tropa necesita "
                          "2 turnos de recuperación.",
        "explain.end": "Termina la fase de Acción: en la Resolución caen las tropas con Fuerza 0 y se revisan la "
                       "Locura y la victoria.",
        "explain.react": "Responde a lo pendiente con esta reacción (se resuelve antes).",
        "explain.pass": "Deja que lo pendiente se resuelva, de la última a la primera.",
        "explain.line": "La tropa se entrena en esta línea de formación.",
        "explain.target": "Este es el objetivo del paso.",
        "explain.discard": "Esta carta se descarta para pagar el coste.",
        "explain.cancel": "Echarse atrás: no se paga nada.",
        "explain.reshuffle": "Sí: cuando se acabe el mazo, el descarte se baraja como mazo nuevo (una vez por "
                             "partida). No: el descarte se queda (las cartas que recuperan cartas de él pueden "
                             "usarlo) y sigues sin mazo: los robos que no son coste se ignoran.",
        "risk.end": "Aún pueden maniobrar este turno: {troops}. Pulsa una tropa tuya que brille para un "
                    "Enfrentamiento o una Carga.",
        "prompt.over": "La partida ha terminado.",
        "prompt.default": "{seat_name}, te toca.",
        "prompt.start": "{seat_name}, tienes más Renombre: ¿quién juega primero?",
        "prompt.reinforce": "{seat_name}: Reforzar: roba hasta 2 cartas.",
        "prompt.discard": "{seat_name}: tu mano está llena: descarta {count} antes de robar.",
        "prompt.action": "{seat_name}: fase de Acción. Juega cartas, entrena tropas, maniobra o termina el turno.",
        "prompt.react": "{seat_name}: {card} ({kind}) de tu oponente está pendiente: reacciona o deja que se "
                        "resuelva.",
        "prompt.line": "{seat_name}: ¿en qué línea entrenas {card}? Infantería: delante, puede Cargar; Soporte: "
                       "detrás, fuera de alcance mientras la Infantería aguante.",
        "prompt.target": "{seat_name}: elige el objetivo de {card}.",
        "prompt.cost": "{seat_name}: elige una carta que descartar para {card}.",
        "prompt.pick_hand": "{seat_name}: descarta {count:carta|cartas}.",
        "prompt.pick_discard": "{seat_name}: recupera {count:carta|cartas} de tu descarte.",
        "prompt.reshuffle": "{seat_name}: tu mazo se acaba en este robo: ¿barajas tu descarte como mazo nuevo?",
        "teach.start": "El héroe con más Renombre elige quién juega el primer turno. Empezar te deja armar la "
                       "corte antes; jugar segundo te deja ver las primeras jugadas del rival.",
        "teach.reinforce": "Reforzar: roba 0, 1 o 2 cartas de tu mazo. Tu mano admite 8 como mucho; la primera vez "
                           "que se acaba el mazo puedes barajar tu descarte como mazo nuevo, la segunda sigues sin mazo.",
        "teach.discard": "Tu mano está en su límite de 8: descarta antes de robar, carta a carta.",
        "teach.action": "La fase de Acción: pon una tropa o general en la corte por turno (gratis), entrena tropas "
                        "en batalla y juega cartas pagando con recursos preparados, usa habilidades y ordena a "
                        "cada tropa lista un Enfrentamiento o una Carga. Termina el turno cuando acabes.",
        "teach.react": "{card} de tu oponente está pendiente. Puedes responder con una reacción de tu mano o dejar "
                       "que la pila se resuelva, de la última a la primera.",
        "teach.line": "Esta tropa puede combatir en cualquier línea: elige Infantería (el frente) o Soporte.",
        "teach.target": "Elige sobre qué actúa {card}; aún puedes cancelar.",
        "teach.cost": "El coste de {card} te pide descartar cartas: elígelas una a una.",
        "teach.pick": "El efecto de una carta te pide elegir cartas: elígelas una a una.",
        "teach.reshuffle": "La primera vez que se acaba tu mazo, tu descarte puede barajarse como mazo nuevo. "
                           "Consérvalo si tienes cartas que recuperan cartas del descarte; la segunda vez que se "
                           "acaba el mazo (o ya, si lo conservas) sigues sin mazo.",
    },
}

#: events the log leaves out: a passed reaction window (nothing happens), a trigger (its ability's line follows)
#: and a yes to the reshuffle (the reshuffle's line follows)
QUIET_EVENTS = ("window.passed", "trigger.fired", "deck.will_reshuffle")
#: items put on the stack whose resolution already says what happened ("Ana trains ...", "... clashes with ...")
QUIET_PUSHES = ("training", "maneuver")


#: a troop event's parameter naming its cause ("by": the card that did it; "fallen": Strength 0 in the
#: Resolución) -> the suffix of the message that says it (a "hero.morale" naming a troop: "hero.morale_for")
NAMED_CAUSES = {"by": "_by", "fallen": "_fallen"}


def log_key(event) -> str | None:
    """The message that tells `event` in the log, or None when the log says nothing of it."""
    if event.key in QUIET_EVENTS:
        return None
    if event.key == "window.nothing":
        return f"window.nothing_{event.params['why']}"
    if event.key == "hero.morale" and event.params.get("card"):
        return "hero.morale_for"
    if event.key.startswith("troop."):
        for param, suffix in NAMED_CAUSES.items():
            if event.params.get(param):
                return event.key + suffix
    if event.key != "stack.pushed":
        return event.key
    kind = event.params.get("kind")
    if kind in QUIET_PUSHES:
        return None
    if kind == "ability":
        return "log.ability"
    if kind == "reaction":
        return "log.reaction_to" if event.params.get("answers") else "log.reaction"
    return "log.played"

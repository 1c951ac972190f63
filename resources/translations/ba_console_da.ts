<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="da_DK">
<context>
    <name>ChargeOperations</name>
    <message>
        <source>No game is open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <source>The decision is not complete.</source>
        <translation>Beslutningen er ikke færdig.</translation>
    </message>
</context>
<context>
    <name>ChargesDialog</name>
    <message>
        <source>A charge&apos;s number is the log row (#) that declared it, as the log names it</source>
        <translation>Et choks nummer er logrækken (#), der erklærede det, som loggen kalder det</translation>
    </message>
    <message>
        <source>Bound %1 · %2</source>
        <translation>Træk %1 · %2</translation>
    </message>
    <message>
        <source>The game is not in the charge phase: go to it with Next (F8).</source>
        <translation>Spillet er ikke i chokfasen: gå til den med Næste (F8).</translation>
    </message>
    <message>
        <source>phasing: %1, initiative: %2</source>
        <translation>aktiv side: %1, initiativ: %2</translation>
    </message>
    <message>
        <source>The phase: declarations and readings</source>
        <translation>Fasen: erklæringer og fortolkninger</translation>
    </message>
    <message>
        <source>Charge %1: declared in log row #%1; the log&apos;s rows name it so</source>
        <translation>Chok %1: erklæret i logrække #%1; loggens rækker kalder det sådan</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>intercepts charge %1</source>
        <translation>opfanger chok %1</translation>
    </message>
    <message>
        <source>massed column %1</source>
        <translation>massekolonne %1</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>The test is rolled in the roll dialog and logged as a roll.</source>
        <translation>Testen slås i terningevinduet og logføres som et terningkast.</translation>
    </message>
    <message>
        <source>The log will say: %1</source>
        <translation>Loggen vil sige: %1</translation>
    </message>
    <message>
        <source>Nothing to do here now.</source>
        <translation>Intet at gøre her nu.</translation>
    </message>
    <message>
        <source>(answer it on the phase&apos;s line, under its club readings)</source>
        <translation>(besvar den på fasens linje, under klubbens fortolkninger)</translation>
    </message>
    <message>
        <source>Undo last step</source>
        <translation>Fortryd sidste trin</translation>
    </message>
    <message>
        <source>Void %1?

The row stays in the log, struck through, with your reason; its effects are undone.</source>
        <translation>Annullér %1?

Rækken bliver stående i loggen, overstreget, med din begrundelse; dens virkninger fortrydes.</translation>
    </message>
    <message>
        <source>mistaken: undone in the Charges dialog</source>
        <translation>fejl: fortrudt i chokvinduet</translation>
    </message>
    <message>
        <source>Charges</source>
        <translation>Chok</translation>
    </message>
    <message>
        <source>C&amp;harges (in the order they are carried out):</source>
        <translation>&amp;Chok (i den rækkefølge de gennemføres):</translation>
    </message>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Chok</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Næste</translation>
    </message>
    <message>
        <source>&amp;What next:</source>
        <translation>&amp;Hvad nu:</translation>
    </message>
    <message>
        <source>Umpire&apos;s r&amp;uling: log it although the rules refuse</source>
        <translation>Dommerens &amp;kendelse: logfør trods reglernes afvisning</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>N&amp;ote:</translation>
    </message>
    <message>
        <source>&amp;Roll the test…</source>
        <translation>&amp;Slå testen…</translation>
    </message>
    <message>
        <source>Un&amp;do last step…</source>
        <translation>&amp;Fortryd sidste trin…</translation>
    </message>
    <message>
        <source>Void the last row of the charge selected (or of the declarations), with a reason, as the log&apos;s Void does: its effects are undone and the charge stands where it was before it. Ctrl+Z</source>
        <translation>Annullér den sidste række for det valgte chok (eller for erklæringerne) med en begrundelse, som loggens Annullér kast gør: dens virkninger fortrydes, og chokket står, hvor det stod før den. Ctrl+Z</translation>
    </message>
    <message>
        <source>&amp;Log decision</source>
        <translation>&amp;Logfør beslutning</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Luk</translation>
    </message>
</context>
<context>
    <name>ClubPackFile</name>
    <message>
        <source>this is the pack %1, not %2: the club&apos;s pack of %2 keeps its own id.</source>
        <translation>dette er regelpakken %1, ikke %2: klubbens regelpakke for %2 beholder sit eget id.</translation>
    </message>
    <message>
        <source>the club&apos;s pack changed since the editor opened it (a game remembered a cell). Export your edits, close the editor, open the club&apos;s pack again and import them.</source>
        <translation>klubbens regelpakke er ændret, siden editoren åbnede den (et spil huskede et felt). Eksportér dine ændringer, luk editoren, åbn klubbens regelpakke igen og importér dem.</translation>
    </message>
</context>
<context>
    <name>ClubPackWords</name>
    <message>
        <source>The club&apos;s pack was not written: %1</source>
        <translation>Klubbens regelpakke blev ikke skrevet: %1</translation>
    </message>
    <message numerus="yes">
        <source>The club&apos;s pack keeps %n cell(s) for the next games (%1).</source>
        <translation>
            <numerusform>Klubbens regelpakke gemmer %n felt til de næste spil (%1).</numerusform>
            <numerusform>Klubbens regelpakke gemmer %n felter til de næste spil (%1).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the effects of %n outcome(s)</source>
        <translation>
            <numerusform>virkningerne af %n udfald</numerusform>
            <numerusform>virkningerne af %n udfald</numerusform>
        </translation>
    </message>
    <message>
        <source>The club&apos;s pack keeps %1 for the next games (%2).</source>
        <translation>Klubbens regelpakke gemmer %1 til de næste spil (%2).</translation>
    </message>
    <message numerus="yes">
        <source>The club&apos;s pack keeps %n cell(s) and %1 for the next games (%2).</source>
        <translation>
            <numerusform>Klubbens regelpakke gemmer %n felt og %1 til de næste spil (%2).</numerusform>
            <numerusform>Klubbens regelpakke gemmer %n felter og %1 til de næste spil (%2).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The club&apos;s pack reads %n cell(s) otherwise and keeps its reading.</source>
        <translation>
            <numerusform>Klubbens regelpakke har %n felt anderledes og beholder sin læsning.</numerusform>
            <numerusform>Klubbens regelpakke har %n felter anderledes og beholder sin læsning.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The club&apos;s pack gives %n outcome(s) other effects and keeps them.</source>
        <translation>
            <numerusform>Klubbens regelpakke giver %n udfald andre virkninger og beholder dem.</numerusform>
            <numerusform>Klubbens regelpakke giver %n udfald andre virkninger og beholder dem.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The club&apos;s pack does not take %n corrected cell(s): corrections stay in this game (Log and pack › The club&apos;s pack… corrects the club&apos;s).</source>
        <translation>
            <numerusform>Klubbens regelpakke tager ikke %n rettet felt: rettelser gælder i dette spil (Log og regelpakke › Klubbens regelpakke… retter klubbens).</numerusform>
            <numerusform>Klubbens regelpakke tager ikke %n rettede felter: rettelser gælder i dette spil (Log og regelpakke › Klubbens regelpakke… retter klubbens).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CommanderRollOffBox</name>
    <message>
        <source>Commanders in base contact with the unit (1.1.4)</source>
        <translation>Chefer i brikkontakt med enheden (1.1.4)</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Enhed:</translation>
    </message>
    <message>
        <source>Tick every commander touching the unit. One: he is engaged. Several: dice decide which is engaged (1.1.4).</source>
        <translation>Afkryds hver chef i brikkontakt med enheden. Én: han griber ind. Flere: terningerne afgør, hvem der griber ind (1.1.4).</translation>
    </message>
    <message>
        <source>Roll off a&amp;gain</source>
        <translation>Terningkast om &amp;igen</translation>
    </message>
    <message>
        <source>Clear the roll-off&apos;s dice and start from round 1</source>
        <translation>Ryd terningerne i terningkastet om og begynd forfra med runde 1</translation>
    </message>
    <message>
        <source>Commanders:</source>
        <translation>Chefer:</translation>
    </message>
    <message>
        <source>One commander touches the unit: he is engaged, no roll-off.</source>
        <translation>Én chef i brikkontakt med enheden: han griber ind, intet terningkast om.</translation>
    </message>
    <message>
        <source>Tick the commanders touching the unit; several: a roll-off.</source>
        <translation>Afkryds cheferne i brikkontakt med enheden; er der flere, afgør et terningkast om, hvem der griber ind.</translation>
    </message>
    <message>
        <source>total {v}</source>
        <translation>sum {v}</translation>
    </message>
    <message>
        <source>Roll-off: {name} is engaged (highest total, {total}).</source>
        <translation>Terningkast om: {name} griber ind (højeste sum, {total}).</translation>
    </message>
    <message>
        <source>Tie at {total}: {names} roll again (round {round}). The console&apos;s reading of a tie; the book&apos;s wording is not known.</source>
        <translation>Lige ved {total}: {names} slår igen (runde {round}). Konsollens læsning af lighed; bogens ordlyd kendes ikke.</translation>
    </message>
    <message>
        <source>Several commanders touch the unit: dice decide which is engaged (1.1.4). Type each one&apos;s dice or press Ctrl+R.</source>
        <translation>Flere chefer i brikkontakt med enheden: terningerne afgør, hvem der griber ind (1.1.4). Skriv hver enkelts terninger eller tryk Ctrl+R.</translation>
    </message>
</context>
<context>
    <name>ConsoleSession</name>
    <message>
        <source>Your games are now kept in %1 (moved from %2).</source>
        <translation>Dine spil gemmes nu i %1 (flyttet fra %2).</translation>
    </message>
</context>
<context>
    <name>CsvExport</name>
    <message>
        <source>CSV for Excel with semicolons (*.csv)</source>
        <translation>CSV til Excel med semikolon (*.csv)</translation>
    </message>
    <message>
        <source>CSV with commas (*.csv)</source>
        <translation>CSV med komma (*.csv)</translation>
    </message>
</context>
<context>
    <name>DiceEntryWidget</name>
    <message>
        <source>e.g. {example} — empty: console dice</source>
        <translation>f.eks. {example} — tomt: konsollens</translation>
    </message>
    <message>
        <source>e.g. {example}</source>
        <translation>f.eks. {example}</translation>
    </message>
    <message>
        <source>Type the faces of the real dice ({spec}), e.g. {example}; leave empty and press Ctrl+R to roll the console dice</source>
        <translation>Indtast øjnene på de fysiske terninger ({spec}), f.eks. {example}; lad feltet stå tomt og tryk Ctrl+R for at slå med konsolterningerne</translation>
    </message>
    <message>
        <source>{spec} console</source>
        <translation>{spec} konsol</translation>
    </message>
    <message>
        <source>{spec}: {count} dice typed already; the extra {digit} was not taken</source>
        <translation>{spec}: {count} terninger er allerede indtastet; det ekstra {digit} blev ikke taget med</translation>
    </message>
    <message>
        <source>{spec}: {got} of {count} dice typed</source>
        <translation>{spec}: {got} af {count} terninger indtastet</translation>
    </message>
    <message>
        <source>{spec} typed</source>
        <translation>{spec} indtastet</translation>
    </message>
</context>
<context>
    <name>DisputeReport</name>
    <message>
        <source>typed</source>
        <translation>indtastet</translation>
    </message>
    <message>
        <source>console</source>
        <translation>konsol</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>Bound %2 began; %1 flag expired.</source>
        <translation>Træk %2 begyndt; %1 mærke udløbet.</translation>
    </message>
    <message>
        <source>Bound %2 began; %1 flags expired.</source>
        <translation>Træk %2 begyndt; %1 mærker udløbet.</translation>
    </message>
    <message>
        <source>carried out as ordered</source>
        <translation>udført som beordret</translation>
    </message>
    <message>
        <source>carried out in part</source>
        <translation>delvis udført</translation>
    </message>
    <message>
        <source>not carried out</source>
        <translation>ikke udført</translation>
    </message>
    <message>
        <source>moved out of the game file</source>
        <translation>flyttet ud af spilfilen</translation>
    </message>
    <message>
        <source>written to %1</source>
        <translation>skrevet til %1</translation>
    </message>
    <message>
        <source>brought to this computer from %1</source>
        <translation>hentet til denne computer fra %1</translation>
    </message>
    <message>
        <source>Void</source>
        <translation>Annullering</translation>
    </message>
    <message>
        <source>Roster correction</source>
        <translation>Rettelse af styrkelisten</translation>
    </message>
    <message>
        <source>Pack changed</source>
        <translation>Regelpakke skiftet</translation>
    </message>
    <message>
        <source>Seed moved</source>
        <translation>Frø flyttet</translation>
    </message>
    <message>
        <source>Bound started</source>
        <translation>Træk begyndt</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bevægelse</translation>
    </message>
    <message>
        <source>Witnessed seal</source>
        <translation>Bevidnet segl</translation>
    </message>
    <message>
        <source>Charge decision</source>
        <translation>Chokbeslutning</translation>
    </message>
    <message>
        <source>%1 vs %2: %3</source>
        <translation>%1 mod %2: %3</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>voids #%1: %2</source>
        <translation>annullerer #%1: %2</translation>
    </message>
    <message>
        <source>roster corrected by the umpire (no dice)</source>
        <translation>styrkelisten rettet af dommeren (ingen terninger)</translation>
    </message>
    <message>
        <source>typed by the umpire</source>
        <translation>indtastet af dommeren</translation>
    </message>
    <message>
        <source>pack %1…</source>
        <translation>pakke %1…</translation>
    </message>
    <message>
        <source>voided by #%1</source>
        <translation>annulleret af #%1</translation>
    </message>
    <message>
        <source>%1: %2 lost</source>
        <translation>%1: %2 tabt</translation>
    </message>
    <message>
        <source>The outcome logged is not one the table gives.</source>
        <translation>Det logførte udfald er ikke et af dem, skemaet giver.</translation>
    </message>
    <message>
        <source>A ticked factor was unset and no value was typed, so the outcome&apos;s odds are unknown: %1 had a chance of %2.</source>
        <translation>En afkrydset faktor var ukendt, og ingen værdi blev skrevet, så udfaldets chancer er ukendte: %1 havde en chance på %2.</translation>
    </message>
    <message>
        <source>The pack does not fill this roll&apos;s table: %1 had a chance of %2.</source>
        <translation>Pakken udfylder ikke dette kasts skema: %1 havde en chance på %2.</translation>
    </message>
    <message>
        <source>A ticked factor was unset and no value was typed, so the outcome&apos;s odds are unknown; the bar shows the dice: %1 had a chance of %2.</source>
        <translation>En afkrydset faktor var ukendt, og ingen værdi blev skrevet, så udfaldets chancer er ukendte; søjlen viser terningerne: %1 havde en chance på %2.</translation>
    </message>
    <message>
        <source>The pack does not fill this roll&apos;s table, so the bar shows the dice: %1 had a chance of %2.</source>
        <translation>Pakken udfylder ikke dette kasts skema, så søjlen viser terningerne: %1 havde en chance på %2.</translation>
    </message>
    <message>
        <source>Logged: %1, which had a chance of %2.</source>
        <translation>Logført: %1, som havde en chance på %2.</translation>
    </message>
    <message>
        <source>well within what fair dice give</source>
        <translation>helt inden for, hvad ærlige terninger giver</translation>
    </message>
    <message>
        <source>fair dice are this far from 50 % once in %1 games</source>
        <translation>ærlige terninger er så langt fra 50 % én gang i %1 spil</translation>
    </message>
    <message>
        <source>%1: %2, on average at %3 (fair dice: 50 %); %4.</source>
        <translation>%1: %2, i gennemsnit ved %3 (ærlige terninger: 50 %); %4.</translation>
    </message>
    <message>
        <source>roll #%1</source>
        <translation>kast #%1</translation>
    </message>
    <message>
        <source>Bound %1</source>
        <translation>Træk %1</translation>
    </message>
    <message>
        <source>all bounds</source>
        <translation>alle træk</translation>
    </message>
    <message>
        <source>unit %1</source>
        <translation>enhed %1</translation>
    </message>
    <message>
        <source>all units</source>
        <translation>alle enheder</translation>
    </message>
    <message>
        <source>all kinds</source>
        <translation>alle kasttyper</translation>
    </message>
    <message>
        <source>phase %1</source>
        <translation>fase %1</translation>
    </message>
    <message>
        <source>text “%1”</source>
        <translation>tekst »%1«</translation>
    </message>
    <message>
        <source>%1 of %2 in the log</source>
        <translation>%1 af %2 i loggen</translation>
    </message>
    <message>
        <source>no console draws</source>
        <translation>ingen konsolslag</translation>
    </message>
    <message>
        <source>%1 console draw, logged</source>
        <translation>%1 konsolslag, logført</translation>
    </message>
    <message>
        <source>%1 console draws, every one logged</source>
        <translation>%1 konsolslag, alle logført</translation>
    </message>
    <message>
        <source>%1 console draws, %2 shown but never logged</source>
        <translation>%1 konsolslag, heraf %2 vist, men aldrig logført</translation>
    </message>
    <message>
        <source>physical</source>
        <translation>fysiske</translation>
    </message>
    <message>
        <source>both</source>
        <translation>konsol og fysiske</translation>
    </message>
    <message>
        <source>local time, %1</source>
        <translation>lokal tid, %1</translation>
    </message>
    <message>
        <source>local time, %1, %2</source>
        <translation>lokal tid, %1, %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spil</translation>
    </message>
    <message>
        <source>Times</source>
        <translation>Tider</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Kastelog</translation>
    </message>
    <message>
        <source>bound</source>
        <translation>træk</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>enhed</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>kasttype</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Segl</translation>
    </message>
    <message>
        <source>Witness and note</source>
        <translation>Vidne og notat</translation>
    </message>
    <message>
        <source>Rule pack</source>
        <translation>Regelpakke</translation>
    </message>
    <message>
        <source>Pack hash</source>
        <translation>Pakkens hash</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Seed commitment</source>
        <translation>Frøets forpligtelse</translation>
    </message>
    <message>
        <source>Seed revealed</source>
        <translation>Frø afsløret</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Side %1 af %2</translation>
    </message>
    <message>
        <source>Roll log: %1</source>
        <translation>Kastelog: %1</translation>
    </message>
    <message>
        <source>%1 roll</source>
        <translation>%1 kast</translation>
    </message>
    <message>
        <source>%1 rolls</source>
        <translation>%1 kast</translation>
    </message>
    <message>
        <source>all</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>%1 of %2 shown</source>
        <translation>%1 af %2 vist</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Roll, dice and factors</source>
        <translation>Kast, terninger og faktorer</translation>
    </message>
    <message>
        <source>Table and outcome</source>
        <translation>Skema og udfald</translation>
    </message>
    <message>
        <source>No rolls to show.</source>
        <translation>Ingen kast at vise.</translation>
    </message>
    <message>
        <source>“%1” (until bound %2) removed: %3</source>
        <translation>»%1« (til og med træk %2) fjernet: %3</translation>
    </message>
    <message>
        <source>typed from the book</source>
        <translation>indtastet fra bogen</translation>
    </message>
    <message>
        <source>#%1, word “%2”</source>
        <translation>#%1, ord »%2«</translation>
    </message>
    <message>
        <source>The odds of the rolls shown</source>
        <translation>Chancerne for de viste kast</translation>
    </message>
    <message>
        <source>Losses and dice</source>
        <translation>Tab og terninger</translation>
    </message>
    <message>
        <source>Hash chain and seals</source>
        <translation>Hashkæde og segl</translation>
    </message>
    <message>
        <source>Head of the chain: %1</source>
        <translation>Kædens hoved: %1</translation>
    </message>
    <message>
        <source>Witnessed seals</source>
        <translation>Bevidnede segl</translation>
    </message>
    <message>
        <source>No seal yet.</source>
        <translation>Endnu intet segl.</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Virkninger</translation>
    </message>
    <message>
        <source>Dispute report by ba-console. Struck-through rolls were voided (the void follows in the log). After the dice, #N is the console draw they came from; factors marked * were ticked by the console from the roster, the others by the umpire.</source>
        <translation>Tvistrapport fra ba-console. Overstregede kast er annulleret (annulleringen følger i loggen). Efter terningerne er #N det konsolslag, de kom fra; faktorer mærket * er afkrydset af konsollen ud fra styrkelisten, de øvrige af dommeren.</translation>
    </message>
    <message>
        <source>Taken off the roster</source>
        <translation>Taget af styrkelisten</translation>
    </message>
    <message>
        <source>Units and commanders the umpire took off the roster as added by mistake, before any roll named them. No roll names them, so the log&apos;s rows do not show them: the state journal keeps each with the umpire&apos;s reason, and verify proves it.</source>
        <translation>Enheder og chefer, som dommeren tog af styrkelisten, fordi de var tilføjet ved en fejl, før noget kast nævnte dem. Intet kast nævner dem, så loggens rækker viser dem ikke: tilstandsjournalen gemmer hver af dem med dommerens begrundelse, og kontrollen beviser det.</translation>
    </message>
    <message>
        <source>Unit or commander</source>
        <translation>Enhed eller chef</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>Check it with %1.</source>
        <translation>Kontrollér den med %1.</translation>
    </message>
    <message>
        <source>Hash chain</source>
        <translation>Hashkæde</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Vist</translation>
    </message>
    <message>
        <source>hash = SHA-256 (hex) of the UTF-8 canonical JSON (keys sorted, no whitespace, non-ASCII kept) of the roll without its &apos;hash&apos; and &apos;voided_by&apos; fields; prev_hash of roll 1 is the seed commitment, of every later roll the previous roll&apos;s hash; seed commitment = SHA-256 of the seed. Every console draw shown is in the ledger (&apos;console_draws&apos;), hashed the same way without its &apos;hash&apos; and &apos;used_by&apos; fields, prev_hash of the first draw being the seed commitment and of every later draw the previous draw&apos;s hash; its faces = fair_faces(seed, draw, &apos;kind/role&apos;, count, sides, word) by HMAC-SHA256 (ba_console.core.fair_dice), the word being the one a player called (the draw&apos;s &apos;word&apos;), if any. A console side names its draw (&apos;draw&apos;); every roll logged after the first draw names the latest draw then shown (&apos;last_draw&apos;) and its hash (&apos;draw_head&apos;), so each roll&apos;s hash also seals the draws shown before it. Rolls from before the ledger carry neither, and their console faces = fair_faces(seed, sequence, &apos;kind/role&apos;, count, sides).</source>
        <translation>hash = SHA-256 (hex) af kastets kanoniske JSON i UTF-8 (nøgler sorteret, intet mellemrum, ikke-ASCII bevaret) uden felterne &apos;hash&apos; og &apos;voided_by&apos;; prev_hash for kast 1 er frøets forpligtelse, for hvert senere kast hashen af det forrige kast; frøets forpligtelse = SHA-256 af frøet. Hvert vist konsolslag står i protokollen (&apos;console_draws&apos;), hashet på samme måde uden felterne &apos;hash&apos; og &apos;used_by&apos;, med frøets forpligtelse som prev_hash for det første slag og hashen af det forrige slag for hvert senere slag; dets øjne = fair_faces(seed, draw, &apos;kind/role&apos;, count, sides, word) ved HMAC-SHA256 (ba_console.core.fair_dice), hvor &apos;word&apos; er det ord, en spiller sagde (slagets &apos;word&apos;), hvis nogen gjorde. En konsolside angiver sit slag (&apos;draw&apos;); hvert kast, der er logført efter det første slag, angiver det senest viste slag (&apos;last_draw&apos;) og dets hash (&apos;draw_head&apos;), så hvert kasts hash også forsegler de slag, der blev vist før det. Kast fra før protokollen har ingen af delene, og deres konsoløjne = fair_faces(seed, sequence, &apos;kind/role&apos;, count, sides).</translation>
    </message>
    <message>
        <source>BROKEN at console draw %1: %2</source>
        <translation>BRUDT ved konsolslag %1: %2</translation>
    </message>
    <message>
        <source>BROKEN at roll %1: %2</source>
        <translation>BRUDT ved kast %1: %2</translation>
    </message>
    <message>
        <source>BROKEN at state journal entry %1: %2</source>
        <translation>BRUDT ved post %1 i tilstandsjournalen: %2</translation>
    </message>
    <message>
        <source>BROKEN: %1</source>
        <translation>BRUDT: %1</translation>
    </message>
    <message>
        <source>%1 roster adjustment by the umpire</source>
        <translation>%1 rettelse af styrkelisten ved dommeren</translation>
    </message>
    <message>
        <source>%1 roster adjustments by the umpire</source>
        <translation>%1 rettelser af styrkelisten ved dommeren</translation>
    </message>
    <message>
        <source>OK: %1 (%2), hash chain intact, head %3…</source>
        <translation>OK: %1 (%2), hashkæden er intakt, hoved %3…</translation>
    </message>
    <message>
        <source>OK: %1, hash chain intact, head %2…</source>
        <translation>OK: %1, hashkæden er intakt, hoved %2…</translation>
    </message>
    <message>
        <source>OK: %1, hash chain intact</source>
        <translation>OK: %1, hashkæden er intakt</translation>
    </message>
    <message>
        <source>%1 console draw</source>
        <translation>%1 konsolslag</translation>
    </message>
    <message>
        <source>%1 console draws</source>
        <translation>%1 konsolslag</translation>
    </message>
    <message>
        <source>%1 in the ledger</source>
        <translation>%1 i protokollen</translation>
    </message>
    <message>
        <source>%1 in the ledger, every one logged</source>
        <translation>%1 i protokollen, alle logført</translation>
    </message>
    <message>
        <source>%1 console roll</source>
        <translation>%1 konsolkast</translation>
    </message>
    <message>
        <source>%1 console rolls</source>
        <translation>%1 konsolkast</translation>
    </message>
    <message>
        <source>all %1 and %2 follow from the seed (given)</source>
        <translation>alle %1 og %2 følger af frøet (givet)</translation>
    </message>
    <message>
        <source>all %1 and %2 follow from the seed (revealed in the log)</source>
        <translation>alle %1 og %2 følger af frøet (afsløret i loggen)</translation>
    </message>
    <message>
        <source>console dice not checked (seed not given or revealed)</source>
        <translation>konsolterningerne er ikke kontrolleret (frøet er hverken givet eller afsløret)</translation>
    </message>
    <message>
        <source>no console dice</source>
        <translation>ingen konsolterninger</translation>
    </message>
    <message>
        <source>roster, orders, flags, phase and penalties proven from the log from roll %1 on</source>
        <translation>styrkeliste, ordrer, mærker, fase og fradrag bevist af loggen fra kast %1 og frem</translation>
    </message>
    <message>
        <source>roster, orders, flags, phase and penalties proven from the log</source>
        <translation>styrkeliste, ordrer, mærker, fase og fradrag bevist af loggen</translation>
    </message>
    <message>
        <source>the state is not proven (no state journal yet)</source>
        <translation>tilstanden er ikke bevist (ingen tilstandsjournal endnu)</translation>
    </message>
    <message>
        <source>intact (checked when this was made)</source>
        <translation>intakt (kontrolleret, da dette blev lavet)</translation>
    </message>
    <message>
        <source>BROKEN at console draw %1</source>
        <translation>BRUDT ved konsolslag %1</translation>
    </message>
    <message>
        <source>BROKEN at roll %1</source>
        <translation>BRUDT ved kast %1</translation>
    </message>
    <message>
        <source>BROKEN at state journal entry %1</source>
        <translation>BRUDT ved post %1 i tilstandsjournalen</translation>
    </message>
    <message>
        <source>BROKEN: the state differs from the log</source>
        <translation>BRUDT: tilstanden afviger fra loggen</translation>
    </message>
    <message>
        <source>BROKEN</source>
        <translation>BRUDT</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <translation>%1 kl. %2</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>og %1 mere</translation>
    </message>
    <message>
        <source>%1 console draw shown but never logged: %2</source>
        <translation>%1 konsolslag vist, men aldrig logført: %2</translation>
    </message>
    <message>
        <source>%1 console draws shown but never logged: %2</source>
        <translation>%1 konsolslag vist, men aldrig logført: %2</translation>
    </message>
    <message>
        <source>Console dice shown but never logged</source>
        <translation>Konsolterninger vist, men aldrig logført</translation>
    </message>
    <message>
        <source>%1 console draw shown but never logged.</source>
        <translation>%1 konsolslag vist, men aldrig logført.</translation>
    </message>
    <message>
        <source>%1 console draws shown but never logged.</source>
        <translation>%1 konsolslag vist, men aldrig logført.</translation>
    </message>
    <message>
        <source>The console showed these dice in a roll dialog and no logged roll used them. Each draw was recorded before its dice were shown, and the next console roll of the same kind and role would have got the same dice, not new ones.</source>
        <translation>Konsollen viste disse terninger i kastedialogen, og intet logført kast brugte dem. Hvert slag blev registreret, før dets terninger blev vist, og det næste konsolkast af samme kasttype og rolle ville have fået de samme terninger, ikke nye.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>After roll</source>
        <translation>Efter kast</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>added again by Redo</source>
        <translation>tilføjet igen med Gentag</translation>
    </message>
    <message>
        <source>put back by Undo</source>
        <translation>sat tilbage med Fortryd</translation>
    </message>
    <message>
        <source>removed as added by mistake (the Undo of his adding, no reason asked)</source>
        <translation>fjernet som tilføjet ved en fejl (Fortryd af tilføjelsen, ingen begrundelse spurgt om)</translation>
    </message>
    <message>
        <source>removed as added by mistake (the Undo of its adding, no reason asked)</source>
        <translation>fjernet som tilføjet ved en fejl (Fortryd af tilføjelsen, ingen begrundelse spurgt om)</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>Kind / role</source>
        <translation>Kasttype / rolle</translation>
    </message>
    <message>
        <source>Faces</source>
        <translation>Øjne</translation>
    </message>
    <message>
        <source>Figures lost per bound</source>
        <translation>Tabte figurer pr. træk</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Figures and gunners lost</source>
        <translation>Tabte figurer og artillerister</translation>
    </message>
    <message>
        <source>Dice luck</source>
        <translation>Terningheld</translation>
    </message>
    <message>
        <source>Where the dice fell among their totals (%)</source>
        <translation>Hvor terningerne faldt blandt deres summer (%)</translation>
    </message>
    <message>
        <source>Share of the side&apos;s rolls (%)</source>
        <translation>Andel af sidens kast (%)</translation>
    </message>
    <message>
        <source>fair dice</source>
        <translation>ærlige terninger</translation>
    </message>
    <message>
        <source>#%1 %2</source>
        <translation>#%1 %2</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>slået</translation>
    </message>
    <message>
        <source>Turn summary: %1, bound %2</source>
        <translation>Træksammendrag: %1, træk %2</translation>
    </message>
    <message>
        <source>as written</source>
        <translation>som skrevet</translation>
    </message>
    <message>
        <source>%1 from %2</source>
        <translation>%1 fra %2</translation>
    </message>
    <message>
        <source>%1 (corrected)</source>
        <translation>%1 (rettet)</translation>
    </message>
    <message>
        <source>%1 on every roll, bounds %2 to %3</source>
        <translation>%1 på alle kast, træk %2 til %3</translation>
    </message>
    <message>
        <source>%1 to %2, local time, %3</source>
        <translation>%1 til %2, lokal tid, %3</translation>
    </message>
    <message>
        <source>This bound</source>
        <translation>Dette træk</translation>
    </message>
    <message>
        <source>%1 rolls with dice; figures lost: %2</source>
        <translation>%1 kast med terninger; tabte figurer: %2</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordre</translation>
    </message>
    <message>
        <source>Rolls and outcomes</source>
        <translation>Kast og udfald</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Tabt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Tilstand</translation>
    </message>
    <message>
        <source>%1 · figures lost: %2</source>
        <translation>%1 · tabte figurer: %2</translation>
    </message>
    <message>
        <source>Order as written, nothing rolled</source>
        <translation>Ordre som skrevet, intet kast</translation>
    </message>
    <message>
        <source>Carried out as ordered, nothing rolled</source>
        <translation>Udført som beordret, intet kast</translation>
    </message>
    <message>
        <source>No order, nothing rolled</source>
        <translation>Ingen ordre, intet kast</translation>
    </message>
    <message>
        <source>Side penalty in force</source>
        <translation>Gældende fradrag for siden</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>Stab</translation>
    </message>
    <message>
        <source>No side penalty in force.</source>
        <translation>Intet fradrag for nogen side.</translation>
    </message>
    <message>
        <source>Seal of the bound</source>
        <translation>Trækkets segl</translation>
    </message>
    <message>
        <source>No seal yet: the console seals a bound as the next one begins.</source>
        <translation>Endnu intet segl: konsollen forsegler et træk, når det næste begynder.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 mod %2</translation>
    </message>
    <message>
        <source>not in the pack (read from the book)</source>
        <translation>ikke i pakken (læses i bogen)</translation>
    </message>
    <message>
        <source>dice lower than %1</source>
        <translation>terninger under %1</translation>
    </message>
    <message>
        <source>dice %1</source>
        <translation>terninger %1</translation>
    </message>
    <message>
        <source>dice higher than %1</source>
        <translation>terninger over %1</translation>
    </message>
</context>
<context>
    <name>FactorChecklistWidget</name>
    <message>
        <source>(no rows known: type the outcome from the book)</source>
        <translation>(ingen kendte rækker: indtast udfaldet fra bogen)</translation>
    </message>
    <message>
        <source>one of ({group})</source>
        <translation>én af ({group})</translation>
    </message>
    <message>
        <source>does not apply in the {column} column</source>
        <translation>gælder ikke i kolonnen {column}</translation>
    </message>
    <message>
        <source>unset: tick it and type the value read from the book, fill it in the pack editor, or type the outcome from the book</source>
        <translation>ukendt: afkryds den og indtast værdien aflæst i bogen, udfyld feltet i regelpakke-editoren, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <source>unset: fill it in the pack editor or type the outcome from the book</source>
        <translation>ukendt: udfyld feltet i regelpakke-editoren, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <source>{title} – “{column}” column</source>
        <translation>{title} – kolonnen »{column}«</translation>
    </message>
    <message>
        <source>The situation&apos;s value, between −{n} and +{n}</source>
        <translation>Situationens værdi, mellem −{n} og +{n}</translation>
    </message>
    <message>
        <source>Counted this many times: once for each time its condition held (e.g. each failed bound). Value per time: {value}</source>
        <translation>Tælles så mange gange: én gang for hver gang betingelsen var opfyldt (f.eks. hvert mislykket træk). Værdi pr. gang: {value}</translation>
    </message>
    <message>
        <source>Unset in this pack: type the value read from the book (e.g. −1, +2). It counts as if the pack held it and is logged as typed by the umpire; left empty, the factor stays out of the total.</source>
        <translation>Ukendt i denne regelpakke: indtast værdien aflæst i bogen (f.eks. −1, +2). Den tælles, som om regelpakken havde den, og logføres som indtastet af dommeren; står feltet tomt, er faktoren ikke med i summen.</translation>
    </message>
    <message>
        <source>Ticked from the roster: {reason}</source>
        <translation>Afkrydset ud fra styrkelisten: {reason}</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>%1 is already open here.</source>
        <translation>%1 er allerede åbent her.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>ukendt</translation>
    </message>
    <message>
        <source>%1 It is open read-only now: you can read the log, check it and export its reports; nothing can be changed.</source>
        <translation>%1 Det er nu åbnet skrivebeskyttet: du kan læse loggen, kontrollere den og eksportere dens rapporter; intet kan ændres.</translation>
    </message>
    <message>
        <source>The demo game is not available in this version.</source>
        <translation>Demospillet findes ikke i denne version.</translation>
    </message>
    <message>
        <source>Could not create %1: %2. Nothing was left behind.</source>
        <translation>Kunne ikke oprette %1: %2. Intet blev efterladt.</translation>
    </message>
    <message>
        <source>This version of the game store cannot copy a game yet.</source>
        <translation>Denne version kan endnu ikke kopiere et spil.</translation>
    </message>
    <message>
        <source>A copy of the game was written to %1</source>
        <translation>En kopi af spillet er skrevet til %1</translation>
    </message>
    <message>
        <source>%1 No copy was written: %2</source>
        <translation>%1 Ingen kopi blev skrevet: %2</translation>
    </message>
    <message>
        <source> (and %1 beside it)</source>
        <translation> (og %1 ved siden af)</translation>
    </message>
    <message>
        <source>%1 A byte-for-byte copy of the file as it is was written to %2%3: keep it as evidence (the club can examine it) and try any repair on another copy; it is not a game to play on.</source>
        <translation>%1 En byte-for-byte-kopi af filen, som den er, blev skrevet til %2%3: gem den som bevis (klubben kan undersøge den), og prøv enhver reparation på en anden kopi; den er ikke et spil at spille videre på.</translation>
    </message>
    <message>
        <source>%1 is a pack of other rules (%2) than this game&apos;s (%3): a game keeps its rules. Start a new game with it instead.</source>
        <translation>%1 er en regelpakke til andre regler (%2) end dette spils (%3): et spil beholder sine regler. Start et nyt spil med den i stedet.</translation>
    </message>
    <message>
        <source>Pack %1 version %2 is used from now on.</source>
        <translation>Regelpakke %1 version %2 bruges fra nu af.</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <source>Not saved: %1 is no longer on disk (deleted or moved). Save a copy now: File › Save a copy.</source>
        <translation>Ikke gemt: %1 findes ikke længere på disken (slettet eller flyttet). Gem en kopi nu: Fil › Gem en kopi.</translation>
    </message>
    <message>
        <source>%1 Save a copy now (File › Save a copy), then open the copy to go on: it holds the whole game up to now. Closing this game without a copy may lose it.</source>
        <translation>%1 Gem en kopi nu (Fil › Gem en kopi), og åbn så kopien for at fortsætte: den rummer hele spillet indtil nu. Lukker du spillet uden en kopi, kan det gå tabt.</translation>
    </message>
    <message>
        <source>Could not write to %1: the file is damaged (changed or cut short by another program). Nothing of this action was saved; restore the game from a backup copy.</source>
        <translation>Kunne ikke skrive til %1: filen er beskadiget (ændret eller afkortet af et andet program). Intet af denne handling blev gemt; hent spillet fra en sikkerhedskopi.</translation>
    </message>
    <message>
        <source>Could not write to %1: %2. Nothing of this action was saved; free some disk space or save a copy elsewhere (File › Save a copy).</source>
        <translation>Kunne ikke skrive til %1: %2. Intet af denne handling blev gemt; frigør plads på disken, eller gem en kopi et andet sted (Fil › Gem en kopi).</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Fortrudt: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Gentaget: %1</translation>
    </message>
    <message>
        <source>Bound %1 began.</source>
        <translation>Træk %1 er begyndt.</translation>
    </message>
    <message>
        <source>Left open in bound %1: %2</source>
        <translation>Ikke gjort i træk %1: %2</translation>
    </message>
    <message>
        <source>Moved on with open tasks: %1</source>
        <translation>Gået videre med åbne opgaver: %1</translation>
    </message>
    <message>
        <source>transfer ordered (1.1.5)</source>
        <translation>overførsel efter ordre (1.1.5)</translation>
    </message>
    <message>
        <source>Transferred (1.1.5): %1.</source>
        <translation>Overført (1.1.5): %1.</translation>
    </message>
    <message>
        <source>Bound %1 stands: roll %2 (%3) is logged in it. Back returns to bound %4 only while nothing of bound %1 is logged (1.1.1).</source>
        <translation>Træk %1 står ved magt: kast %2 (%3) er logført i det. Tilbage går kun til træk %4, så længe intet er logført i træk %1 (1.1.1).</translation>
    </message>
    <message>
        <source>This is the first step of bound %1: every phase of bound %2 is closed and stands (1.1.1).</source>
        <translation>Dette er første trin af træk %1: alle faser i træk %2 er afsluttet og står ved magt (1.1.1).</translation>
    </message>
    <message>
        <source>%1 is closed and stands (1.1.1): Back goes only to an earlier sub-phase of the phase you are in.</source>
        <translation>%1 er afsluttet og står ved magt (1.1.1): Tilbage går kun til en tidligere delfase i den fase, du er i.</translation>
    </message>
    <message>
        <source>Back to bound %1: bound %2 was begun with nothing logged in it.</source>
        <translation>Tilbage til træk %1: træk %2 blev begyndt uden at noget var logført i det.</translation>
    </message>
    <message>
        <source>Back to the end of bound %1; the start of bound %2 is voided.</source>
        <translation>Tilbage til slutningen af træk %1; starten på træk %2 er annulleret.</translation>
    </message>
    <message>
        <source>Flags back in force: %1.</source>
        <translation>Mærker gælder igen: %1.</translation>
    </message>
    <message>
        <source>Seal of bound %1: %2. Have the players write it down.</source>
        <translation>Segl for træk %1: %2. Lad spillerne skrive det ned.</translation>
    </message>
    <message>
        <source>This is the first step of the game.</source>
        <translation>Dette er spillets første trin.</translation>
    </message>
    <message>
        <source>%1 is open in another ba-console (pid %2), which writes it. It is open here read-only and shows what that console writes as it writes it (File › Reload reads it again): you can read the log, check it and export its reports; nothing can be changed. To play on here, close it there, then open it again.</source>
        <translation>%1 er åbent i en anden ba-console (pid %2), som skriver i det. Det er åbnet skrivebeskyttet her og viser, hvad den konsol skriver, mens den skriver det (Fil › Genindlæs læser det igen): du kan læse loggen, kontrollere den og eksportere dens rapporter; intet kan ændres. For at spille videre her skal du lukke det dér og så åbne det igen.</translation>
    </message>
    <message>
        <source>This window follows a game another console writes: it cannot change it.</source>
        <translation>Dette vindue følger et spil, som en anden konsol skriver i: det kan ikke ændre det.</translation>
    </message>
    <message>
        <source>%1 is open read-only: nothing in it can be changed here.</source>
        <translation>%1 er åbnet skrivebeskyttet: intet i det kan ændres her.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) without an order</source>
        <translation>
            <numerusform>%n enhed uden ordre</numerusform>
            <numerusform>%n enheder uden ordre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n brigade(s) without an order</source>
        <translation>
            <numerusform>%n brigade uden ordre</numerusform>
            <numerusform>%n brigader uden ordre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) in FD cannot take orders</source>
        <translation>
            <numerusform>%n enhed i FU kan ikke få ordrer</numerusform>
            <numerusform>%n enheder i FU kan ikke få ordrer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ordering roll(s) pending</source>
        <translation>
            <numerusform>%n ordrekast venter</numerusform>
            <numerusform>%n ordrekast venter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fallen commander(s) to replace (Table 19)</source>
        <translation>
            <numerusform>%n falden chef skal erstattes (skema 19)</numerusform>
            <numerusform>%n faldne chefer skal erstattes (skema 19)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n movement(s) to confirm (F7)</source>
        <translation>
            <numerusform>%n bevægelse at bekræfte (F7)</numerusform>
            <numerusform>%n bevægelser at bekræfte (F7)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n melee(s) not resolved</source>
        <translation>
            <numerusform>%n nærkamp ikke afgjort</numerusform>
            <numerusform>%n nærkampe ikke afgjort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) may continue fire at last bound&apos;s target (1.1.1)</source>
        <translation>
            <numerusform>%n enhed kan fortsætte skydningen mod sidste træks mål (1.1.1)</numerusform>
            <numerusform>%n enheder kan fortsætte skydningen mod sidste træks mål (1.1.1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) routed: a spread-of-rout roll for each unit the rout reaches (Table 9)</source>
        <translation>
            <numerusform>%n enhed er flygtet: medrivningskast for hver enhed, flugten når (skema 9)</numerusform>
            <numerusform>%n enheder er flygtet: medrivningskast for hver enhed, flugten når (skema 9)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n staff figure(s) on the table: a catch roll for any within 5 cm of an enemy unit (Table 18)</source>
        <translation>
            <numerusform>%n stabsfigur på bordet: opsnapningskast for enhver inden for 5 cm af en fjendtlig enhed (skema 18)</numerusform>
            <numerusform>%n stabsfigurer på bordet: opsnapningskast for enhver inden for 5 cm af en fjendtlig enhed (skema 18)</numerusform>
        </translation>
    </message>
    <message>
        <source>from %1: %2</source>
        <translation>fra %1: %2</translation>
    </message>
    <message>
        <source>corrected in the roster</source>
        <translation>rettet i styrkelisten</translation>
    </message>
    <message>
        <source>Give the new %1 a name.</source>
        <translation>Giv den nye %1 et navn.</translation>
    </message>
    <message>
        <source>No immediate commander</source>
        <translation>Ingen umiddelbar chef</translation>
    </message>
    <message>
        <source>%1 had no order in bound %2 to copy.</source>
        <translation>%1 havde ingen ordre i træk %2 at kopiere.</translation>
    </message>
    <message>
        <source>Select the units whose orders of last bound to copy.</source>
        <translation>Vælg de enheder, hvis ordrer fra sidste træk skal kopieres.</translation>
    </message>
    <message>
        <source>This is bound 1: there is no bound before it to copy orders from.</source>
        <translation>Dette er træk 1: der er intet tidligere træk at kopiere ordrer fra.</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) had none to copy</source>
        <translation>
            <numerusform>%n enhed havde ingen at kopiere</numerusform>
            <numerusform>%n enheder havde ingen at kopiere</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) could not take an order</source>
        <translation>
            <numerusform>%n enhed kunne ikke få en ordre</numerusform>
            <numerusform>%n enheder kunne ikke få en ordre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) not copied</source>
        <translation>
            <numerusform>%n ordre ikke kopieret</numerusform>
            <numerusform>%n ordrer ikke kopieret</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n order(s) copied from bound %1</source>
        <translation>
            <numerusform>%n ordre kopieret fra træk %1</numerusform>
            <numerusform>%n ordrer kopieret fra træk %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing copied from bound %1:</source>
        <translation>Intet kopieret fra træk %1:</translation>
    </message>
    <message numerus="yes">
        <source>same as last bound (%n order(s))</source>
        <translation>
            <numerusform>samme som sidste træk (%n ordre)</numerusform>
            <numerusform>samme som sidste træk (%n ordrer)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is in full disorder (FD) and cannot take orders (1.1.2).</source>
        <translation>%1 er i fuldstændig uorden (FU) og kan ikke få ordrer (1.1.2).</translation>
    </message>
    <message>
        <source>The ordering roll of %1 is already logged (%2): void that roll in the log before changing the order.</source>
        <translation>Ordrekastet for %1 er allerede logført (%2): annullér kastet i loggen før ordren ændres.</translation>
    </message>
    <message>
        <source>Only artillery loads canister (3.4.4); %1 is %2.</source>
        <translation>Kun artilleri lader kardæsk (3.4.4); %1 er %2.</translation>
    </message>
    <message>
        <source>There is no commander %1 to transfer to.</source>
        <translation>Der er ingen chef %1 at overføre til.</translation>
    </message>
    <message>
        <source>A unit can only be transferred to its own side (1.1.5).</source>
        <translation>En enhed kan kun overføres inden for egen side (1.1.5).</translation>
    </message>
    <message>
        <source>%1 already serves under %2.</source>
        <translation>%1 hører allerede under %2.</translation>
    </message>
    <message>
        <source>Undo keeps the order of %1: %2 logged under it. Void that in the log to change it.</source>
        <translation>Fortryd beholder ordren for %1: %2 er logført under den. Annullér det i loggen for at ændre den.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er fuld</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written to</source>
        <translation>der kan ikke skrives til filen eller dens mappe</translation>
    </message>
    <message>
        <source>the disk could not be written (input/output error)</source>
        <translation>der kunne ikke skrives til disken (input/output-fejl)</translation>
    </message>
    <message>
        <source>Flags expired: %1.</source>
        <translation>Mærker udløbet: %1.</translation>
    </message>
    <message>
        <source>order of %1</source>
        <translation>ordre for %1</translation>
    </message>
    <message>
        <source>new %1 %2</source>
        <translation>ny %1 %2</translation>
    </message>
    <message>
        <source>Undo keeps %1: the game has used it since it was added (a roll, an order, or a commander or unit under it).</source>
        <translation>Fortryd beholder %1: spillet har brugt den, siden den blev tilføjet (et kast, en ordre eller en chef eller enhed under den).</translation>
    </message>
    <message>
        <source>Undo keeps %1: the order of %2 attacks it.</source>
        <translation>Fortryd beholder %1: ordren for %2 angriber den.</translation>
    </message>
    <message>
        <source>Undo keeps %1: #%2 was logged after it was added. Right-click it › Take off the roster…</source>
        <translation>Fortryd beholder %1: #%2 er logført, efter den blev tilføjet. Højreklik på den › Tag af styrkelisten…</translation>
    </message>
    <message>
        <source>%1 was taken off the roster (%2).</source>
        <translation>%1 er taget af styrkelisten (%2).</translation>
    </message>
    <message>
        <source>%1 stays on the roster: the log names it in %2, which a dispute reads. Mark it removed (0 figures) instead.</source>
        <translation>%1 bliver på styrkelisten: loggen nævner den i %2, som en tvist læser. Markér den fjernet (0 figurer) i stedet.</translation>
    </message>
    <message>
        <source>%1 stays on the roster: the order of %2 attacks it. Change that order first.</source>
        <translation>%1 bliver på styrkelisten: ordren for %2 angriber den. Ret den ordre først.</translation>
    </message>
    <message>
        <source>taking %1 off the roster</source>
        <translation>at tage %1 af styrkelisten</translation>
    </message>
    <message>
        <source>%1 units are named “%2” (%3): an order must name them by key.</source>
        <translation>%1 enheder hedder »%2« (%3): en ordre må nævne dem ved nøgle.</translation>
    </message>
    <message>
        <source>correction of %1 (%2)</source>
        <translation>rettelse af %1 (%2)</translation>
    </message>
    <message>
        <source>The correction of %1 (%2) was already voided in the roll log; Undo goes on from the edit before it.</source>
        <translation>Rettelsen af %1 (%2) er allerede annulleret i kasteloggen; Fortryd fortsætter med ændringen før den.</translation>
    </message>
    <message>
        <source>%1: %2 is now %3, changed since the correction; correct it in the roster, or void the correction in the roll log.</source>
        <translation>%1: %2 er nu %3, ændret siden rettelsen; ret det i styrkelisten, eller annullér rettelsen i kasteloggen.</translation>
    </message>
    <message>
        <source>%1: %2 is now %3, changed since the undo; correct it in the roster.</source>
        <translation>%1: %2 er nu %3, ændret siden fortrydelsen; ret det i styrkelisten.</translation>
    </message>
    <message>
        <source>undone (Edit › Undo)</source>
        <translation>fortrudt (Rediger › Fortryd)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>E&amp;xport the roster…</source>
        <translation>&amp;Eksportér styrkelisten…</translation>
    </message>
    <message>
        <source>Write the sides, commanders and units to a CSV file for a spreadsheet (or a TOML file), to edit or to start the next game with</source>
        <translation>Skriv sider, chefer og enheder til en CSV-fil til et regneark (eller en TOML-fil), til at rette i eller starte næste spil med</translation>
    </message>
    <message>
        <source>Seal the &amp;log now</source>
        <translation>&amp;Forsegl loggen nu</translation>
    </message>
    <message>
        <source>Log a seal of the log as it stands, for the players to write down (a seal is also made at the end of every bound)</source>
        <translation>Log et segl af loggen, som den står nu, til spillerne at skrive ned (der laves også et segl ved slutningen af hvert træk)</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>&amp;Genindlæs</translation>
    </message>
    <message>
        <source>Read the game open read-only again from its file: what the console that writes it has logged since</source>
        <translation>Læs spillet, der er åbnet skrivebeskyttet, igen fra dets fil: hvad den konsol, der skriver i det, har logget siden</translation>
    </message>
    <message>
        <source>Order sheet &amp;columns</source>
        <translation>Ordreskemaets &amp;kolonner</translation>
    </message>
    <message>
        <source>Recent &amp;messages…</source>
        <translation>Seneste &amp;meddelelser…</translation>
    </message>
    <message>
        <source>What the status bar said this session, newest first, each message whole</source>
        <translation>Hvad statuslinjen har sagt i denne session, nyeste først, hver meddelelse hel</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Vejledning</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts…</source>
        <translation>&amp;Tastaturgenveje…</translation>
    </message>
    <message>
        <source>Pack %1 %2 · %3 % complete</source>
        <translation>Regelpakke %1 %2 · %3 % udfyldt</translation>
    </message>
    <message>
        <source>Rule pack %1, content hash %2</source>
        <translation>Regelpakke %1, indholds-hash %2</translation>
    </message>
    <message>
        <source>No game open: File › New game or Open</source>
        <translation>Intet spil åbent: Fil › Nyt spil eller Åbn</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Fortryd</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Fortryd %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Gentag</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Gentag %1</translation>
    </message>
    <message>
        <source>Bound %1 · %2</source>
        <translation>Træk %1 · %2</translation>
    </message>
    <message>
        <source>Seal %1</source>
        <translation>Segl %1</translation>
    </message>
    <message>
        <source>The latest seal of the log: bound %1, roll %2 at %3. The players write it on their sheets; &apos;ba-console verify GAME --seals&apos; proves the log against it.</source>
        <translation>Loggens seneste segl: træk %1, kast %2 kl. %3. Spillerne skriver det på deres skemaer; &apos;ba-console verify SPIL --seals&apos; prøver loggen mod det.</translation>
    </message>
    <message>
        <source>(whole: %1)</source>
        <translation>(hele: %1)</translation>
    </message>
    <message>
        <source>File missing: %1</source>
        <translation>Fil mangler: %1</translation>
    </message>
    <message>
        <source>file missing on disk: save a copy now</source>
        <translation>filen mangler på disken: gem en kopi nu</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Åbn et spil</translation>
    </message>
    <message>
        <source>ba-console games (*%1);;All files (*)</source>
        <translation>ba-console-spil (*%1);;Alle filer (*)</translation>
    </message>
    <message>
        <source>Roll not confirmed</source>
        <translation>Kast ikke bekræftet</translation>
    </message>
    <message>
        <source>Discard the roll being made (%1)? It is not in the log until confirmed.</source>
        <translation>Kassér det kast, der er i gang (%1)? Det står ikke i loggen, før det er bekræftet.</translation>
    </message>
    <message>
        <source>Keep</source>
        <translation>Behold</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Kassér</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>Save a copy of the game</source>
        <translation>Gem en kopi af spillet</translation>
    </message>
    <message>
        <source>ba-console games (*%1)</source>
        <translation>ba-console-spil (*%1)</translation>
    </message>
    <message>
        <source>Open tasks</source>
        <translation>Åbne opgaver</translation>
    </message>
    <message>
        <source>Leave %1 with tasks still open? A closed phase stands: there is no going back to it (1.1.1).</source>
        <translation>Forlad %1 med åbne opgaver? En afsluttet fase står ved magt: der er ingen vej tilbage til den (1.1.1).</translation>
    </message>
    <message>
        <source>Leave %1 with tasks still open?</source>
        <translation>Forlad %1 med åbne opgaver?</translation>
    </message>
    <message>
        <source>Stay</source>
        <translation>Bliv</translation>
    </message>
    <message>
        <source>Go on anyway</source>
        <translation>Gå videre alligevel</translation>
    </message>
    <message>
        <source>End of bound %1</source>
        <translation>Slutning af træk %1</translation>
    </message>
    <message>
        <source>Start bound %1?</source>
        <translation>Begynd træk %1?</translation>
    </message>
    <message>
        <source>Still open in bound %1:</source>
        <translation>Stadig åbent i træk %1:</translation>
    </message>
    <message>
        <source>Bound %1 then closes and stands (1.1.1); Back returns to it only until something is logged in bound %2.</source>
        <translation>Træk %1 afsluttes så og står ved magt (1.1.1); Tilbage går kun til det, indtil noget er logført i træk %2.</translation>
    </message>
    <message>
        <source>&amp;Turn summary of bound %1…</source>
        <translation>&amp;Sammendrag af træk %1…</translation>
    </message>
    <message>
        <source>&amp;Start bound %1</source>
        <translation>&amp;Begynd træk %1</translation>
    </message>
    <message>
        <source>Play on from this file?</source>
        <translation>Spil videre fra denne fil?</translation>
    </message>
    <message>
        <source>%1 is in WAL mode without its -wal file, and its log verifies (%2 rows). Is it the game itself, or a copy?</source>
        <translation>%1 er i WAL-tilstand uden sin -wal-fil, og dens log holder (%2 rækker). Er det selve spillet, eller en kopi?</translation>
    </message>
    <message>
        <source>If a program ended without closing the game (a script, a console stopped as it closed), this is the game itself and nothing is missing: play on from it; a seal is logged saying so. If it was copied while the game was open in a console, the original holds the rolls logged last: keep this read-only and open the original.</source>
        <translation>Hvis et program sluttede uden at lukke spillet (et script, en konsol, der blev stoppet, mens den lukkede), er dette selve spillet, og intet mangler: spil videre fra det; et segl logføres, der siger det. Hvis det blev kopieret, mens spillet var åbent i en konsol, rummer originalen de sidst loggede kast: behold dette skrivebeskyttet, og åbn originalen.</translation>
    </message>
    <message>
        <source>Its lock file is beside it, as a program that ended without closing it leaves it: most likely it is the game itself.</source>
        <translation>Dens låsefil ligger ved siden af den, som et program, der sluttede uden at lukke det, efterlader den: mest sandsynligt er det selve spillet.</translation>
    </message>
    <message>
        <source>Keep it read-only</source>
        <translation>Behold det skrivebeskyttet</translation>
    </message>
    <message>
        <source>Play on from this file</source>
        <translation>Spil videre fra denne fil</translation>
    </message>
    <message>
        <source>Turn summary of bound %1 written: %2</source>
        <translation>Sammendrag af træk %1 skrevet: %2</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webside (*.html)</translation>
    </message>
    <message>
        <source>Turn summary of bound %1</source>
        <translation>Sammendrag af træk %1</translation>
    </message>
    <message>
        <source>C&amp;harges…</source>
        <translation>C&amp;hok…</translation>
    </message>
    <message>
        <source>A game file&apos;s name ends in %1: give %2.</source>
        <translation>En spilfils navn ender på %1: skriv %2.</translation>
    </message>
    <message>
        <source>Roster in TOML (*.toml)</source>
        <translation>Styrkeliste i TOML (*.toml)</translation>
    </message>
    <message>
        <source>Export the roster</source>
        <translation>Eksportér styrkelisten</translation>
    </message>
    <message>
        <source>Roster exported: %1</source>
        <translation>Styrkeliste eksporteret: %1</translation>
    </message>
    <message>
        <source>read-only</source>
        <translation>skrivebeskyttet</translation>
    </message>
    <message>
        <source>You can save a byte-for-byte copy of the file as it is, to keep as evidence or to hand to the club: it is not a game to play on.</source>
        <translation>Du kan gemme en byte-for-byte-kopi af filen, som den er, som bevis eller til klubben: den er ikke et spil at spille videre på.</translation>
    </message>
    <message>
        <source>Save a copy of its bytes…</source>
        <translation>Gem en byte-for-byte-kopi…</translation>
    </message>
    <message>
        <source>Save a copy of the damaged game&apos;s bytes</source>
        <translation>Gem en byte-for-byte-kopi af det beskadigede spil</translation>
    </message>
    <message>
        <source>%1 is open read-only: no roll can be logged in it.</source>
        <translation>%1 er åbnet skrivebeskyttet: intet kast kan logføres i det.</translation>
    </message>
    <message>
        <source>This game&apos;s rules have no charge phase to walk step by step.</source>
        <translation>Spillets regler har ingen chokfase at gå igennem trin for trin.</translation>
    </message>
    <message>
        <source>The club&apos;s pack %1 cannot be read: %2</source>
        <translation>Klubbens regelpakke %1 kan ikke læses: %2</translation>
    </message>
    <message>
        <source>The club&apos;s pack</source>
        <translation>Klubbens regelpakke</translation>
    </message>
    <message>
        <source>The club has no pack of %1 yet: it begins when a game remembers a cell. Begin it now from this game&apos;s pack, to fill or correct it for the next games?</source>
        <translation>Klubben har endnu ingen regelpakke for %1: den begynder, når et spil husker et felt. Begynd den nu ud fra dette spils regelpakke, så du kan udfylde eller rette den til de næste spil?</translation>
    </message>
    <message>
        <source>The club has no pack of %1 yet. Begin it now from the pack that comes with the console, to fill it or to import the club&apos;s pack exported on another computer (Import… in the editor, then Save as new version)?</source>
        <translation>Klubben har endnu ingen regelpakke for %1. Begynd den nu ud fra regelpakken, der følger med konsollen, så du kan udfylde den eller importere klubbens regelpakke, der er eksporteret på en anden computer (Importér… i editoren, derefter Gem som ny version)?</translation>
    </message>
    <message>
        <source>The game this pack belongs to is no longer open.</source>
        <translation>Spillet, som denne regelpakke hører til, er ikke længere åbent.</translation>
    </message>
    <message>
        <source>About ba-console</source>
        <translation>Om ba-console</translation>
    </message>
    <message>
        <source>&lt;b&gt;ba-console %1&lt;/b&gt;&lt;br/&gt;Referee console for Napoleonic tabletop wargames: Belle Alliance (Lexnet 2001) and General de Brigade.&lt;br/&gt;Rule values the packs leave unset are never guessed: type the outcome from your rulebook.</source>
        <translation>&lt;b&gt;ba-console %1&lt;/b&gt;&lt;br/&gt;Dommerkonsol til napoleonske figurspil: Belle Alliance (Lexnet 2001) og General de Brigade.&lt;br/&gt;Regelværdier, som pakkerne ikke kender, gættes aldrig: indtast udfaldet fra jeres regelbog.</translation>
    </message>
    <message numerus="yes">
        <source>Log: %Ln row(s)</source>
        <translation>
            <numerusform>Log: %Ln række</numerusform>
            <numerusform>Log: %Ln rækker</numerusform>
        </translation>
    </message>
    <message>
        <source>checking the chain…</source>
        <translation>kæden kontrolleres…</translation>
    </message>
    <message>
        <source>chain verified up to row %1</source>
        <translation>kæden er kontrolleret til og med række %1</translation>
    </message>
    <message>
        <source>chain verified</source>
        <translation>kæden er kontrolleret</translation>
    </message>
    <message>
        <source>chain BROKEN at row %1</source>
        <translation>kæden er BRUDT ved række %1</translation>
    </message>
    <message>
        <source>chain could not be checked</source>
        <translation>kæden kunne ikke kontrolleres</translation>
    </message>
    <message>
        <source>ba-console</source>
        <translation>ba-console</translation>
    </message>
    <message>
        <source>&amp;Order sheets</source>
        <translation>&amp;Ordreskemaer</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fil</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Åbn &amp;seneste</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Rediger</translation>
    </message>
    <message>
        <source>&amp;Bound</source>
        <translation>&amp;Træk</translation>
    </message>
    <message>
        <source>&amp;Rolls</source>
        <translation>&amp;Kast</translation>
    </message>
    <message>
        <source>&amp;Log and pack</source>
        <translation>&amp;Log og regelpakke</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>La&amp;nguage</source>
        <translation>S&amp;prog</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjælp</translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation>Hovedværktøjslinje</translation>
    </message>
    <message>
        <source>&amp;Phases</source>
        <translation>&amp;Faser</translation>
    </message>
    <message>
        <source>Ro&amp;ster</source>
        <translation>&amp;Styrkeliste</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nyt spil…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Å&amp;bn…</translation>
    </message>
    <message>
        <source>Save a copy / &amp;backup…</source>
        <translation>Gem en &amp;kopi / sikkerhedskopi…</translation>
    </message>
    <message>
        <source>Write a consistent copy of the game file (everything is already saved as you type)</source>
        <translation>Skriv en sammenhængende kopi af spilfilen (alt gemmes allerede, mens du skriver)</translation>
    </message>
    <message>
        <source>&amp;Print blank order sheets…</source>
        <translation>&amp;Udskriv tomme ordreskemaer…</translation>
    </message>
    <message>
        <source>Print sheets</source>
        <translation>Udskriv skemaer</translation>
    </message>
    <message>
        <source>Print a blank order sheet per commander to PDF</source>
        <translation>Udskriv et tomt ordreskema pr. chef som PDF</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Luk spil</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afslut</translation>
    </message>
    <message>
        <source>&amp;Next phase</source>
        <translation>&amp;Næste fase</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Næste</translation>
    </message>
    <message>
        <source>Close this phase and go to the next (F8, Ctrl+Right)</source>
        <translation>Afslut denne fase og gå til den næste (F8, Ctrl+Højre)</translation>
    </message>
    <message>
        <source>&amp;Back one step</source>
        <translation>&amp;Et trin tilbage</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Tilbage</translation>
    </message>
    <message>
        <source>Go back to the sub-phase before, within this phase (Shift+F8, Ctrl+Left); a closed phase stands (1.1.1)</source>
        <translation>Gå tilbage til delfasen før, inden for denne fase (Shift+F8, Ctrl+Venstre); en afsluttet fase står ved magt (1.1.1)</translation>
    </message>
    <message>
        <source>Take back the last order or roster correction (rolls are voided in the roll log)</source>
        <translation>Fortryd den seneste ordre eller rettelse i styrkelisten (kast annulleres i kasteloggen)</translation>
    </message>
    <message>
        <source>&amp;Same order as last bound</source>
        <translation>&amp;Samme ordre som sidste træk</translation>
    </message>
    <message>
        <source>Same as last bound</source>
        <translation>Som sidste træk</translation>
    </message>
    <message>
        <source>Copy the selected unit&apos;s order from the previous bound (Ctrl+D)</source>
        <translation>Kopiér den valgte enheds ordre fra forrige træk (Ctrl+D)</translation>
    </message>
    <message>
        <source>&amp;Roll…</source>
        <translation>&amp;Kast…</translation>
    </message>
    <message>
        <source>Open the roll dialog for the selected units (F9)</source>
        <translation>Åbn kastedialogen for de valgte enheder (F9)</translation>
    </message>
    <message>
        <source>&amp;Movement…</source>
        <translation>&amp;Bevægelse…</translation>
    </message>
    <message>
        <source>Confirm what each unit did of its order in the movement phase (F7)</source>
        <translation>Bekræft, hvad hver enhed udførte af sin ordre i bevægelsesfasen (F7)</translation>
    </message>
    <message>
        <source>Roll &amp;log…</source>
        <translation>Kaste&amp;log…</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Log</translation>
    </message>
    <message>
        <source>Rule &amp;pack…</source>
        <translation>&amp;Regelpakke…</translation>
    </message>
    <message>
        <source>See and fill the tables of this game&apos;s rule pack</source>
        <translation>Se og udfyld skemaerne i spillets regelpakke</translation>
    </message>
    <message>
        <source>The &amp;club&apos;s pack…</source>
        <translation>&amp;Klubbens regelpakke…</translation>
    </message>
    <message>
        <source>See and correct the pack the club&apos;s next games start from</source>
        <translation>Se og ret den regelpakke, klubbens næste spil begynder med</translation>
    </message>
    <message>
        <source>&amp;About ba-console</source>
        <translation>&amp;Om ba-console</translation>
    </message>
</context>
<context>
    <name>ManualWindow</name>
    <message>
        <source>Umpire&apos;s manual</source>
        <translation>Dommerens vejledning</translation>
    </message>
</context>
<context>
    <name>MovementDialog</name>
    <message>
        <source>Movement</source>
        <translation>Bevægelse</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <source>Order as written</source>
        <translation>Ordre som skrevet</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Sætter</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Udført</translation>
    </message>
    <message>
        <source>What was carried out</source>
        <translation>Hvad blev udført</translation>
    </message>
    <message>
        <source>&amp;As ordered</source>
        <translation>&amp;Som befalet</translation>
    </message>
    <message>
        <source>Only in &amp;part</source>
        <translation>Kun &amp;delvis</translation>
    </message>
    <message>
        <source>&amp;Not carried out</source>
        <translation>&amp;Ikke udført</translation>
    </message>
    <message>
        <source>Carried out:</source>
        <translation>Udført:</translation>
    </message>
    <message>
        <source>why, if not as ordered (kept in the log)</source>
        <translation>hvorfor, hvis ikke som befalet (gemmes i loggen)</translation>
    </message>
    <message>
        <source>&amp;Reason:</source>
        <translation>&amp;Grund:</translation>
    </message>
    <message>
        <source>Charge (2.3.3)</source>
        <translation>Storm (2.3.3)</translation>
    </message>
    <message>
        <source>Fast march (2.3.2)</source>
        <translation>Ilmarch (2.3.2)</translation>
    </message>
    <message>
        <source>Split, assembly or change of formation</source>
        <translation>Deling, samling eller formationsskift</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>uændret</translation>
    </message>
    <message>
        <source>now in:</source>
        <translation>nu i:</translation>
    </message>
    <message>
        <source>Did:</source>
        <translation>Gjorde:</translation>
    </message>
    <message>
        <source>A&amp;dd</source>
        <translation>&amp;Tilføj</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Ryd</translation>
    </message>
    <message>
        <source>&amp;Marched through:</source>
        <translation>&amp;Marcheret gennem:</translation>
    </message>
    <message>
        <source>Units it passed through: they may not fire later this bound (1.1.1).</source>
        <translation>Enheder den gennemmarcherede: de må ikke skyde senere i trækket (1.1.1).</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: done an&amp;yway (1.1.9)</source>
        <translation>Dommerens afgørelse: udført a&amp;lligevel (1.1.9)</translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation>Sætter:</translation>
    </message>
    <message>
        <source>&amp;Confirm (Enter)</source>
        <translation>&amp;Bekræft (Enter)</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>T&amp;ræk tilbage</translation>
    </message>
    <message>
        <source>Void this unit&apos;s confirmation in the log (it stays there, struck through).</source>
        <translation>Annullér enhedens bekræftelse i loggen (den bliver stående, overstreget).</translation>
    </message>
    <message>
        <source>(no text)</source>
        <translation>(ingen tekst)</translation>
    </message>
    <message numerus="yes">
        <source>Bound %1: %n unit(s) to confirm. Enter confirms the chosen one and goes on.</source>
        <translation>
            <numerusform>Træk %1: %n enhed at bekræfte. Enter bekræfter den valgte og går videre.</numerusform>
            <numerusform>Træk %1: %n enheder at bekræfte. Enter bekræfter den valgte og går videre.</numerusform>
        </translation>
    </message>
    <message>
        <source>Bound %1: no unit has an order that moves it.</source>
        <translation>Træk %1: ingen enhed har en ordre, der flytter den.</translation>
    </message>
    <message>
        <source>Confirmed. Take back voids it in the log.</source>
        <translation>Bekræftet. Træk tilbage annullerer den i loggen.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>intet</translation>
    </message>
    <message>
        <source>The rules forbid it:</source>
        <translation>Reglerne forbyder det:</translation>
    </message>
    <message>
        <source>Untick what was not done, or rule it done anyway (1.1.9).</source>
        <translation>Fjern fluebenet ved det, der ikke blev gjort, eller afgør, at det blev gjort alligevel (1.1.9).</translation>
    </message>
    <message>
        <source>Enter confirms {unit}: {outcome}.</source>
        <translation>Enter bekræfter {unit}: {outcome}.</translation>
    </message>
    <message>
        <source>Logged as roll %1.</source>
        <translation>Logget som kast %1.</translation>
    </message>
    <message>
        <source>Every unit is confirmed: Enter closes.</source>
        <translation>Alle enheder er bekræftet: Enter lukker.</translation>
    </message>
    <message>
        <source>taken back in the movement step</source>
        <translation>trukket tilbage i bevægelsestrinnet</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>&amp;Create game</source>
        <translation>&amp;Opret spil</translation>
    </message>
    <message>
        <source>Game file</source>
        <translation>Spilfil</translation>
    </message>
    <message>
        <source>ba-console games (*%1)</source>
        <translation>ba-console-spil (*%1)</translation>
    </message>
    <message>
        <source>{title} — the club&apos;s pack ({id} {version})</source>
        <translation>{title} — klubbens regelpakke ({id} {version})</translation>
    </message>
    <message>
        <source>{file} — the club&apos;s pack cannot be read</source>
        <translation>{file} — klubbens regelpakke kan ikke læses</translation>
    </message>
    <message>
        <source>Choose a shipped pack or a pack file.</source>
        <translation>Vælg en medfølgende regelpakke eller en pakkefil.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;, version %2, dice %3.&lt;br/&gt;%4 % of the table cells are known; %5 tables have unset cells, which the umpire types from the book when a roll needs them.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;, version %2, terninger %3.&lt;br/&gt;%4 % af skemaernes felter er kendt; %5 skemaer har ukendte felter, som dommeren indtaster fra bogen, når et kast skal bruge dem.</translation>
    </message>
    <message>
        <source>Complete: %1.</source>
        <translation>Komplette: %1.</translation>
    </message>
    <message>
        <source>With unset cells: %1.</source>
        <translation>Med ukendte felter: %1.</translation>
    </message>
    <message>
        <source>Rule pack file</source>
        <translation>Regelpakkefil</translation>
    </message>
    <message>
        <source>Rule packs (*.toml)</source>
        <translation>Regelpakker (*.toml)</translation>
    </message>
    <message>
        <source>Roster file</source>
        <translation>Styrkelistefil</translation>
    </message>
    <message>
        <source>Roster files (*.csv *.toml)</source>
        <translation>Styrkelister (*.csv *.toml)</translation>
    </message>
    <message>
        <source>Give the game a file name.</source>
        <translation>Giv spillet et filnavn.</translation>
    </message>
    <message>
        <source>A game file&apos;s name ends in %1: give %2.</source>
        <translation>En spilfils navn ender på %1: skriv %2.</translation>
    </message>
    <message>
        <source>%1 already exists: choose another name.</source>
        <translation>%1 findes allerede: vælg et andet navn.</translation>
    </message>
    <message>
        <source>Choose a roster file (CSV or TOML), or start empty.</source>
        <translation>Vælg en styrkelistefil (CSV eller TOML), eller start tom.</translation>
    </message>
    <message>
        <source>Roster imported from %1.</source>
        <translation>Styrkeliste indlæst fra %1.</translation>
    </message>
    <message>
        <source>The roster is empty: add sides, commanders and units in the roster.</source>
        <translation>Styrkelisten er tom: tilføj sider, chefer og enheder i styrkelisten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is saved in %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; er gemt i %2.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nyt spil</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>Name the game. It is kept in one file in the data folder; everything you type is saved as you type it.</source>
        <translation>Navngiv spillet. Det ligger i én fil i datamappen; alt, hvad du skriver, gemmes mens du skriver.</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>T&amp;itel:</translation>
    </message>
    <message>
        <source>e.g. Plancenoit, club night 12 March</source>
        <translation>f.eks. Plancenoit, klubaften 12. marts</translation>
    </message>
    <message>
        <source>&amp;File:</source>
        <translation>&amp;Fil:</translation>
    </message>
    <message>
        <source>Bro&amp;wse…</source>
        <translation>&amp;Gennemse…</translation>
    </message>
    <message>
        <source>Rule pack</source>
        <translation>Regelpakke</translation>
    </message>
    <message>
        <source>The rules&apos; numbers. The game keeps its own copy of the pack; cells the pack leaves unset are typed from the book when a roll needs them.</source>
        <translation>Reglernes tal. Spillet gemmer sin egen kopi af pakken; felter, pakken ikke kender, indtastes fra bogen, når et kast skal bruge dem.</translation>
    </message>
    <message>
        <source>&amp;Shipped pack:</source>
        <translation>&amp;Medfølgende pakke:</translation>
    </message>
    <message>
        <source>Pack &amp;file:</source>
        <translation>Pakke&amp;fil:</translation>
    </message>
    <message>
        <source>B&amp;rowse…</source>
        <translation>Genn&amp;emse…</translation>
    </message>
    <message>
        <source>Order of battle</source>
        <translation>Slagorden</translation>
    </message>
    <message>
        <source>Import the sides, commanders and units from a roster file (CSV or TOML), or start empty and type them in the roster.</source>
        <translation>Indlæs sider, chefer og enheder fra en styrkelistefil (CSV eller TOML), eller start tom og skriv dem i styrkelisten.</translation>
    </message>
    <message>
        <source>&amp;Import a roster file:</source>
        <translation>&amp;Indlæs en styrkelistefil:</translation>
    </message>
    <message>
        <source>Br&amp;owse…</source>
        <translation>Gennem&amp;se…</translation>
    </message>
    <message>
        <source>Start &amp;empty and type the roster</source>
        <translation>Start t&amp;om og skriv styrkelisten</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>How the dice are rolled. Console dice follow from a secret seed the console commits to now, so every console roll can be proven fair after the game.</source>
        <translation>Hvordan der slås med terninger. Konsollens terninger følger af et hemmeligt frø, som konsollen forpligter sig til nu, så hvert konsolkast kan bevises ærligt efter spillet.</translation>
    </message>
    <message>
        <source>Con&amp;sole dice: the console rolls</source>
        <translation>&amp;Konsolterninger: konsollen slår</translation>
    </message>
    <message>
        <source>&amp;Physical dice: the umpire types the faces rolled at the table</source>
        <translation>&amp;Fysiske terninger: dommeren indtaster øjnene slået ved bordet</translation>
    </message>
    <message>
        <source>Bot&amp;h: choose for each roll</source>
        <translation>&amp;Begge: vælg ved hvert kast</translation>
    </message>
    <message>
        <source>Game created</source>
        <translation>Spillet er oprettet</translation>
    </message>
    <message>
        <source>Read this fingerprint aloud or write it on the players&apos; sheets: after the game, revealing the seed proves every console roll followed from it.</source>
        <translation>Læs dette fingeraftryk højt eller skriv det på spillernes skemaer: efter spillet beviser frøet, at hvert konsolkast fulgte af det.</translation>
    </message>
    <message>
        <source>Seed commitment fingerprint:</source>
        <translation>Fingeraftryk af frøets forpligtelse:</translation>
    </message>
</context>
<context>
    <name>OddsChartWidget</name>
    <message>
        <source>? (read from the book)</source>
        <translation>? (aflæses i bogen)</translation>
    </message>
    <message>
        <source>Odds unknown until the unset factor&apos;s value is typed</source>
        <translation>Chancerne er ukendte, indtil den ukendte faktors værdi er skrevet</translation>
    </message>
    <message>
        <source>Odds unknown until a value is typed for {factors}</source>
        <translation>Chancerne er ukendte, indtil der er skrevet en værdi for {factors}</translation>
    </message>
    <message>
        <source>no result table: the outcome is read from the book</source>
        <translation>intet resultatskema: udfaldet aflæses i bogen</translation>
    </message>
</context>
<context>
    <name>OrderSheet</name>
    <message>
        <source>Orders for bound –</source>
        <translation>Ordrer for træk –</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>S&amp;ide:</translation>
    </message>
</context>
<context>
    <name>OrderSheetModel</name>
    <message>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <source>Order as written</source>
        <translation>Ordre som skrevet</translation>
    </message>
    <message>
        <source>March to</source>
        <translation>March til</translation>
    </message>
    <message>
        <source>cm</source>
        <translation>cm</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Deling</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreb</translation>
    </message>
    <message>
        <source>Chg</source>
        <translation>Stm</translation>
    </message>
    <message>
        <source>Pos</source>
        <translation>Pos</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Arb</translation>
    </message>
    <message>
        <source>Transfer</source>
        <translation>Overfør</translation>
    </message>
    <message>
        <source>Can</source>
        <translation>Kar</translation>
    </message>
    <message>
        <source>Rest</source>
        <translation>Hvil</translation>
    </message>
    <message>
        <source>&gt;30</source>
        <translation>&gt;30</translation>
    </message>
    <message>
        <source>Foe</source>
        <translation>Fjd</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>The order as written on the sheet</source>
        <translation>Ordren som skrevet på skemaet</translation>
    </message>
    <message>
        <source>How far to march, in cm</source>
        <translation>Hvor langt der marcheres, i cm</translation>
    </message>
    <message>
        <source>Normal rate, fast march or the charge (2.3.2, 2.3.3)</source>
        <translation>Almindelig marchlængde, ilmarch eller storm (2.3.2, 2.3.3)</translation>
    </message>
    <message>
        <source>Change of formation to</source>
        <translation>Formationsændring til</translation>
    </message>
    <message>
        <source>Split or assemble the unit (2.1.0)</source>
        <translation>Del eller saml enheden (2.1.0)</translation>
    </message>
    <message>
        <source>Target of an attack: one enemy unit (4.1.2)</source>
        <translation>Angrebets mål: én fjendtlig enhed (4.1.2)</translation>
    </message>
    <message>
        <source>The attack is at the charge</source>
        <translation>Angrebet sker i storm</translation>
    </message>
    <message>
        <source>The attack is against the target&apos;s position (4.1.2)</source>
        <translation>Angrebet gælder målets position (4.1.2)</translation>
    </message>
    <message>
        <source>Field work</source>
        <translation>Feltarbejde</translation>
    </message>
    <message>
        <source>Transfer to another commander (1.1.5)</source>
        <translation>Overførsel til en anden chef (1.1.5)</translation>
    </message>
    <message>
        <source>Load canister (artillery, 3.4.4)</source>
        <translation>Lad kardæsk (artilleri, 3.4.4)</translation>
    </message>
    <message>
        <source>Rest (5.5.4)</source>
        <translation>Hvil (5.5.4)</translation>
    </message>
    <message>
        <source>More than 30 cm from its immediate commander (1.1.3)</source>
        <translation>Mere end 30 cm fra sin umiddelbare chef (1.1.3)</translation>
    </message>
    <message>
        <source>Within 30 cm of a formed enemy unit not in MD/FD (1.1.3)</source>
        <translation>Inden for 30 cm af en sluttet fjendtlig enhed, der ikke er i U/FU (1.1.3)</translation>
    </message>
    <message>
        <source>Whether the order needs an ordering roll (1.1.3)</source>
        <translation>Om ordren kræver et ordrekast (1.1.3)</translation>
    </message>
    <message>
        <source>Right-click a column title to show or hide columns.</source>
        <translation>Højreklik på en kolonneoverskrift for at vise eller skjule kolonner.</translation>
    </message>
    <message>
        <source>(fallen)</source>
        <translation>(falden)</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s)</source>
        <translation>
            <numerusform>%n enhed</numerusform>
            <numerusform>%n enheder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ordering roll(s)</source>
        <translation>
            <numerusform>%n ordrekast</numerusform>
            <numerusform>%n ordrekast</numerusform>
        </translation>
    </message>
    <message>
        <source>The commander has fallen: his units have no immediate commander (1.1.4)</source>
        <translation>Chefen er faldet: hans enheder har ingen umiddelbar chef (1.1.4)</translation>
    </message>
    <message>
        <source>check target</source>
        <translation>tjek mål</translation>
    </message>
    <message>
        <source>Last bound: %1</source>
        <translation>Sidste træk: %1</translation>
    </message>
    <message>
        <source>%1: %2 units are named “%3” (%4): write the target&apos;s key.</source>
        <translation>%1: %2 enheder hedder »%3« (%4): skriv målets nøgle.</translation>
    </message>
    <message>
        <source>Attack target is not an enemy unit: “%1” (an attack names one enemy unit, 4.1.2)</source>
        <translation>Angrebets mål er ikke en fjendtlig enhed: »%1« (et angreb nævner én fjendtlig enhed, 4.1.2)</translation>
    </message>
    <message>
        <source>name the target of the attack first (4.1.2)</source>
        <translation>angiv først angrebets mål (4.1.2)</translation>
    </message>
    <message>
        <source>the distance must be whole centimetres, not %1</source>
        <translation>afstanden skal være hele centimeter, ikke %1</translation>
    </message>
    <message>
        <source>the distance cannot be negative</source>
        <translation>afstanden kan ikke være negativ</translation>
    </message>
    <message>
        <source>the distance must be at most %1 cm, not %2</source>
        <translation>afstanden må højst være %1 cm, ikke %2</translation>
    </message>
    <message>
        <source>FD: no orders</source>
        <translation>FU: ordreløs</translation>
    </message>
    <message>
        <source>ordering roll</source>
        <translation>ordrekast</translation>
    </message>
    <message>
        <source>written</source>
        <translation>skrevet</translation>
    </message>
    <message>
        <source>Needs an ordering roll (Table 17):</source>
        <translation>Kræver ordrekast (skema 17):</translation>
    </message>
</context>
<context>
    <name>OrderSheetWidget</name>
    <message>
        <source>Same as last bound</source>
        <translation>Som sidste træk</translation>
    </message>
    <message>
        <source>Print sheets</source>
        <translation>Udskriv skemaer</translation>
    </message>
    <message>
        <source>Usual columns</source>
        <translation>De sædvanlige kolonner</translation>
    </message>
    <message>
        <source>All sides</source>
        <translation>Alle sider</translation>
    </message>
    <message>
        <source>&lt;b&gt;Orders for bound %1&lt;/b&gt;</source>
        <translation>&lt;b&gt;Ordrer for træk %1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No units.</source>
        <translation>Ingen enheder.</translation>
    </message>
    <message>
        <source>%1 of %2 units have orders</source>
        <translation>%1 af %2 enheder har ordrer</translation>
    </message>
    <message numerus="yes">
        <source>%n ordering roll(s) needed</source>
        <translation>
            <numerusform>%n ordrekast nødvendigt</numerusform>
            <numerusform>%n ordrekast nødvendige</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n in FD (no orders)</source>
        <translation>
            <numerusform>%n i FU (ingen ordrer)</numerusform>
            <numerusform>%n i FU (ingen ordrer)</numerusform>
        </translation>
    </message>
    <message>
        <source>Print blank order sheets</source>
        <translation>Udskriv tomme ordreskemaer</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>Blank order sheets written to %1</source>
        <translation>Tomme ordreskemaer skrevet til %1</translation>
    </message>
</context>
<context>
    <name>PackEditorDialog</name>
    <message>
        <source>Rule pack</source>
        <translation>Regelpakke</translation>
    </message>
    <message>
        <source>The club&apos;s pack</source>
        <translation>Klubbens regelpakke</translation>
    </message>
    <message>
        <source>Version of the pack saved next</source>
        <translation>Versionsnummeret, pakken får næste gang den gemmes</translation>
    </message>
    <message>
        <source>&amp;Version of the next save:</source>
        <translation>&amp;Version ved næste lagring:</translation>
    </message>
    <message>
        <source>&amp;Add row</source>
        <translation>&amp;Tilføj række</translation>
    </message>
    <message>
        <source>&amp;Remove row</source>
        <translation>F&amp;jern række</translation>
    </message>
    <message>
        <source>&amp;Fill gaps with &apos;?&apos;</source>
        <translation>&amp;Udfyld huller med &apos;?&apos;</translation>
    </message>
    <message>
        <source>Add unset bands over every total the dice can give that no band covers</source>
        <translation>Tilføj ukendte intervaller for hver sum, terningerne kan give, som intet interval dækker</translation>
    </message>
    <message>
        <source>Cells: a whole number, &apos;-&apos; (does not apply), &apos;?&apos; (unset) or &apos;±N&apos; (value from the situation). Bands: &apos;…&apos; for an open end.</source>
        <translation>Felter: et helt tal, &apos;-&apos; (gælder ikke), &apos;?&apos; (ukendt) eller &apos;±N&apos; (værdi efter situationen). Intervaller: &apos;…&apos; for en åben ende.</translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importér…</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;ksportér…</translation>
    </message>
    <message>
        <source>&amp;Compare…</source>
        <translation>Sa&amp;mmenlign…</translation>
    </message>
    <message>
        <source>&amp;Save as new version</source>
        <translation>&amp;Gem som ny version</translation>
    </message>
    <message>
        <source>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {ratio} % known — hash {hash}</source>
        <translation>&lt;b&gt;{title}&lt;/b&gt; — version {version}, {ratio} % kendt — hash {hash}</translation>
    </message>
    <message>
        <source>The club&apos;s pack: {header}</source>
        <translation>Klubbens regelpakke: {header}</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <source>Bands</source>
        <translation>Intervaller</translation>
    </message>
    <message>
        <source>Its rule pack can be read, compared and exported here, not saved.</source>
        <translation>Spillets regelpakke kan læses, sammenlignes og eksporteres her, men ikke gemmes.</translation>
    </message>
    <message>
        <source>Outcomes</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>Cells</source>
        <translation>Felter</translation>
    </message>
    <message>
        <source>Effects: what a roll reading the outcome changes on the roster, e.g. figures_lost=2; disorder=LD (the numbers from your book). Left empty, the roll changes no figure or disorder, whatever the label says.</source>
        <translation>Virkninger: hvad et kast, der aflæser udfaldet, ændrer i styrkelisten, f.eks. figures_lost=2; disorder=LD (nøglerne skrives på engelsk, LD er LU; tallene fra jeres regelbog). Står feltet tomt, ændrer kastet hverken figurer eller uorden, hvad betegnelsen end siger.</translation>
    </message>
    <message>
        <source>A roll there is unset until then: its outcome is typed from the book. Fill gaps with &apos;?&apos; adds the missing bands.</source>
        <translation>Indtil da er et kast dér ukendt: udfaldet indtastes fra bogen. Udfyld huller med &apos;?&apos; tilføjer de manglende intervaller.</translation>
    </message>
    <message>
        <source>Unsaved changes: save them as a new version of the pack.</source>
        <translation>Ændringerne er ikke gemt: gem dem som en ny version af pakken.</translation>
    </message>
    <message>
        <source>Nothing to undo since the last save.</source>
        <translation>Intet at fortryde siden sidst, der blev gemt.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Intet at gentage.</translation>
    </message>
    <message>
        <source>Undone (Ctrl+Shift+Z makes it again).</source>
        <translation>Fortrudt (Ctrl+Skift+Z gentager det).</translation>
    </message>
    <message>
        <source>Made again (Ctrl+Z undoes it).</source>
        <translation>Gentaget (Ctrl+Z fortryder det).</translation>
    </message>
    <message numerus="yes">
        <source>%n unset band(s) added.</source>
        <translation>
            <numerusform>%n ukendt interval tilføjet.</numerusform>
            <numerusform>%n ukendte intervaller tilføjet.</numerusform>
        </translation>
    </message>
    <message>
        <source>The game&apos;s pack changed at the table (version {version}): your edits will be saved onto it.</source>
        <translation>Spillets regelpakke blev ændret ved bordet (version {version}): dine ændringer gemmes oven på den.</translation>
    </message>
    <message>
        <source>The game&apos;s pack changed at the table: shown as version {version}.</source>
        <translation>Spillets regelpakke blev ændret ved bordet: vist som version {version}.</translation>
    </message>
    <message>
        <source>{table} was changed at the table while it was edited here: close the editor, open it again and type the edits anew</source>
        <translation>{table} blev ændret ved bordet, mens det blev redigeret her: luk editoren, åbn den igen, og skriv ændringerne på ny</translation>
    </message>
    <message>
        <source>Nothing has changed.</source>
        <translation>Intet er ændret.</translation>
    </message>
    <message>
        <source>Not saved: {error}</source>
        <translation>Ikke gemt: {error}</translation>
    </message>
    <message>
        <source>Not saved: give those outcomes their Effects (figures_lost=N; disorder=LD), or save again and choose to save them as they are.</source>
        <translation>Ikke gemt: giv de udfald deres virkninger (figures_lost=N; disorder=LD), eller gem igen og vælg at gemme dem, som de er.</translation>
    </message>
    <message>
        <source>Saved as version {version} (hash {hash}): the club&apos;s next games start from it; games already begun keep their own pack.</source>
        <translation>Gemt som version {version} (hash {hash}): klubbens næste spil begynder med den; spil, der allerede er i gang, beholder deres egen regelpakke.</translation>
    </message>
    <message>
        <source>Saved as version {version} (hash {hash}); later rolls use it.</source>
        <translation>Gemt som version {version} (hash {hash}); senere kast bruger den.</translation>
    </message>
    <message>
        <source>Outcomes without effects</source>
        <translation>Udfald uden virkninger</translation>
    </message>
    <message>
        <source>These outcomes have a label but no Effects: a roll that reads one changes no figure or disorder on the roster, whatever its label says.</source>
        <translation>Disse udfald har en betegnelse, men ingen virkninger: et kast, der aflæser et af dem, ændrer hverken figurer eller uorden på styrkelisten, hvad betegnelsen end siger.</translation>
    </message>
    <message>
        <source>&amp;Save them as they are</source>
        <translation>&amp;Gem dem, som de er</translation>
    </message>
    <message>
        <source>&amp;Keep editing</source>
        <translation>&amp;Bliv ved med at redigere</translation>
    </message>
    <message>
        <source>Imported {name}: save it to make it the club&apos;s pack.</source>
        <translation>{name} er importeret: gem den for at gøre den til klubbens regelpakke.</translation>
    </message>
    <message>
        <source>Imported {name}: save it to use it in this game.</source>
        <translation>{name} er importeret: gem den for at bruge den i dette spil.</translation>
    </message>
    <message>
        <source>Exported to {path}, as last saved: the edits not saved yet are not in it (save them first, Ctrl+S).</source>
        <translation>Eksporteret til {path}, som sidst gemt: de ændringer, der ikke er gemt endnu, er ikke med (gem dem først, Ctrl+S).</translation>
    </message>
    <message>
        <source>Exported to {path}.</source>
        <translation>Eksporteret til {path}.</translation>
    </message>
    <message>
        <source>Import rule pack</source>
        <translation>Importér regelpakke</translation>
    </message>
    <message>
        <source>Rule packs (*.toml)</source>
        <translation>Regelpakker (*.toml)</translation>
    </message>
    <message>
        <source>Export rule pack</source>
        <translation>Eksportér regelpakke</translation>
    </message>
    <message>
        <source>Compare with rule pack</source>
        <translation>Sammenlign med regelpakke</translation>
    </message>
    <message>
        <source>Difference between packs</source>
        <translation>Forskel mellem pakkerne</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ændringer ikke gemt</translation>
    </message>
    <message>
        <source>Import {name} and lose the unsaved changes?</source>
        <translation>Importér {name} og mist de ændringer, der ikke er gemt?</translation>
    </message>
    <message>
        <source>Close the pack editor and lose the unsaved changes?</source>
        <translation>Luk regelpakke-editoren og mist de ændringer, der ikke er gemt?</translation>
    </message>
</context>
<context>
    <name>PackTablesModel</name>
    <message>
        <source>factors</source>
        <translation>tillæg/fradrag</translation>
    </message>
    <message>
        <source>result (difference)</source>
        <translation>resultat (forskel)</translation>
    </message>
    <message>
        <source>result</source>
        <translation>resultat</translation>
    </message>
    <message>
        <source>threshold test</source>
        <translation>tærskeltest</translation>
    </message>
    <message>
        <source>reference</source>
        <translation>opslag</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Skema</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Titel</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Known</source>
        <translation>Kendt</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message numerus="yes">
        <source>%n cell(s) entered at the table; </source>
        <translation>
            <numerusform>%n felt indtastet ved bordet; </numerusform>
            <numerusform>%n felter indtastet ved bordet; </numerusform>
        </translation>
    </message>
    <message>
        <source>{known} of {total} cells known</source>
        <translation>{known} af {total} felter kendt</translation>
    </message>
</context>
<context>
    <name>PhaseTracker</name>
    <message>
        <source>Bound –</source>
        <translation>Træk –</translation>
    </message>
    <message>
        <source>Open tasks</source>
        <translation>Åbne opgaver</translation>
    </message>
    <message>
        <source>What is still to do at this step. Lines with a box are rules the console cannot check by itself: look on the table, then tick them (click, or Space)</source>
        <translation>Det, der mangler på dette trin. Linjer med en boks er regler, konsollen ikke selv kan kontrollere: se efter på bordet, og sæt så flueben (klik eller mellemrum)</translation>
    </message>
    <message>
        <source>Back to the sub-phase before, within this phase (Shift+F8, Ctrl+Left)</source>
        <translation>Tilbage til delfasen før, inden for denne fase (Shift+F8, Ctrl+Venstre)</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Tilbage</translation>
    </message>
    <message>
        <source>Close this step and go to the next (F8, Ctrl+Right)</source>
        <translation>Afslut dette trin og gå til det næste (F8, Ctrl+Højre)</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Næste ▶</translation>
    </message>
</context>
<context>
    <name>PhaseTrackerWidget</name>
    <message>
        <source>Bound –</source>
        <translation>Træk –</translation>
    </message>
    <message numerus="yes">
        <source>Bound %n</source>
        <translation>
            <numerusform>Træk %n</numerusform>
            <numerusform>Træk %n</numerusform>
        </translation>
    </message>
    <message>
        <source>The roster is empty: add sides, commanders and units with Roster › Add, or start a new game from a roster file (File › New game).</source>
        <translation>Styrkelisten er tom: tilføj sider, chefer og enheder med Styrkeliste › Tilføj, eller start et nyt spil fra en styrkelistefil (Fil › Nyt spil).</translation>
    </message>
    <message>
        <source>Nothing open: go on with Next (F8).</source>
        <translation>Intet åbent: gå videre med Næste (F8).</translation>
    </message>
    <message>
        <source>Check %1: %2</source>
        <translation>Kontrollér %1: %2</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>Regler %1</translation>
    </message>
</context>
<context>
    <name>RecentMessagesDialog</name>
    <message>
        <source>Recent messages</source>
        <translation>Seneste meddelelser</translation>
    </message>
    <message>
        <source>No message yet in this session.</source>
        <translation>Ingen meddelelser endnu i denne session.</translation>
    </message>
</context>
<context>
    <name>RolePanel</name>
    <message>
        <source>choose the unit attacked</source>
        <translation>vælg enheden, der angribes</translation>
    </message>
    <message>
        <source>&amp;Who:</source>
        <translation>&amp;Hvem:</translation>
    </message>
    <message>
        <source>W&amp;ho:</source>
        <translation>H&amp;vem:</translation>
    </message>
    <message>
        <source>from the order</source>
        <translation>fra ordren</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: roll an&amp;yway (1.1.9)</source>
        <translation>Dommerens afgørelse: slå alli&amp;gevel (1.1.9)</translation>
    </message>
    <message>
        <source>The referee&apos;s rulings override the rules (1.1.9). The ruling and the restriction it sets aside are written in the roll&apos;s note.</source>
        <translation>Dommerens afgørelser går forud for reglerne (1.1.9). Afgørelsen og den begrænsning, den tilsidesætter, skrives i kastets notat.</translation>
    </message>
    <message>
        <source>choose the unit fired at</source>
        <translation>vælg enheden, der skydes på</translation>
    </message>
    <message>
        <source>&amp;Target:</source>
        <translation>&amp;Mål:</translation>
    </message>
    <message>
        <source>At the char&amp;ge (2.3.3)</source>
        <translation>I &amp;storm (2.3.3)</translation>
    </message>
    <message>
        <source>A neighbour unit shares this roll ({rule}): it counts as having fired or fought and uses supplies on the same roll.</source>
        <translation>En naboenhed deler dette slag ({rule}): den regnes for at have skudt eller kæmpet og bruger forsyninger på samme slag.</translation>
    </message>
    <message>
        <source>Neighbour:</source>
        <translation>Nabo:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>K&amp;lasse:</translation>
    </message>
    <message>
        <source>Co&amp;lumn:</source>
        <translation>Kolonn&amp;e:</translation>
    </message>
    <message>
        <source>Attacks &amp;too (4.1.3)</source>
        <translation>Angr&amp;iber også (4.1.3)</translation>
    </message>
    <message>
        <source>When both sides attack, both read Table 8&apos;s attacker column (4.1.3). Ticked when its written order attacks this melee&apos;s attacker.</source>
        <translation>Når begge sider angriber, bruger begge angriberkolonnen i skema 8 (4.1.3). Afkrydset, når dens skrevne ordre angriber denne nærkamps angriber.</translation>
    </message>
    <message>
        <source>Hit in &amp;flank or rear (4.1.1)</source>
        <translation>Ramt i &amp;flanke eller ryg (4.1.1)</translation>
    </message>
    <message>
        <source>An attacker hit in flank or rear loses its own attack and fights as defender, though it still halted its opponent (4.1.1).</source>
        <translation>En angriber, der rammes i flanke eller ryg, mister sit eget angreb og kæmper som forsvarer, men har stadig standset sin modstander (4.1.1).</translation>
    </message>
    <message>
        <source>&amp;Dice:</source>
        <translation>&amp;Terninger:</translation>
    </message>
    <message>
        <source>D&amp;ice:</source>
        <translation>Te&amp;rninger:</translation>
    </message>
    <message>
        <source>Remove this attacker</source>
        <translation>Fjern denne angriber</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Set aside by the umpire&apos;s ruling:</source>
        <translation>Tilsidesat ved dommerens afgørelse:</translation>
    </message>
    <message>
        <source>The rules forbid this roll:</source>
        <translation>Reglerne forbyder dette kast:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Bemærk:</translation>
    </message>
</context>
<context>
    <name>RollDialog</name>
    <message>
        <source> — fallen</source>
        <translation> — falden</translation>
    </message>
    <message>
        <source>&amp;Roll:</source>
        <translation>&amp;Kast:</translation>
    </message>
    <message>
        <source>&amp;Add attacker</source>
        <translation>Tilføj &amp;angriber</translation>
    </message>
    <message>
        <source>Chance of each outcome</source>
        <translation>Chance for hvert udfald</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>Effects when confirmed:</source>
        <translation>Virkninger ved bekræftelse:</translation>
    </message>
    <message>
        <source>umpire&apos;s note (optional)</source>
        <translation>dommerens notat (valgfrit)</translation>
    </message>
    <message>
        <source>Word called by a &amp;player:</source>
        <translation>Ord fra en s&amp;piller:</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>valgfrit</translation>
    </message>
    <message>
        <source>A word or number a player calls before the console&apos;s dice are rolled: it enters the dice, so nobody, the umpire included, can know them before it is said. It is logged with the draw, and verify --seed replays it.</source>
        <translation>Et ord eller tal, som en spiller siger, før konsollens terninger slås: det indgår i terningerne, så ingen, heller ikke dommeren, kan kende dem, før det er sagt. Det logføres med slaget, og verify --seed genberegner det.</translation>
    </message>
    <message>
        <source>Roll console dice (Ctrl+R)</source>
        <translation>Slå konsolterninger (Ctrl+R)</translation>
    </message>
    <message>
        <source>Confirm and &amp;next</source>
        <translation>Bekræft og &amp;næste</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bekræft</translation>
    </message>
    <message>
        <source>Bound {bound} · {phase}</source>
        <translation>Træk {bound} · {phase}</translation>
    </message>
    <message>
        <source>“{kind}” is not usually rolled in this step.</source>
        <translation>Et kast af typen »{kind}« foretages normalt ikke i dette trin.</translation>
    </message>
    <message>
        <source>No roll of this pack belongs to this step; “{kind}” may be made at any time, and Roll (Alt+R) lists the pack&apos;s other rolls.</source>
        <translation>Ingen af pakkens kast hører til dette trin; »{kind}« kan slås når som helst, og Kast (Alt+K) viser pakkens øvrige kast.</translation>
    </message>
    <message>
        <source>Several commanders touch the unit: the roll-off chooses the engaged one.</source>
        <translation>Flere chefer i brikkontakt med enheden: terningkastet om afgør, hvem der griber ind.</translation>
    </message>
    <message>
        <source>Attacks too, by the umpire&apos;s ruling (1.1.9): reads the attacker column</source>
        <translation>Angriber også efter dommerens afgørelse (1.1.9): bruger angriberkolonnen</translation>
    </message>
    <message>
        <source>Fights as defender, by the umpire&apos;s ruling (1.1.9): reads the defender column</source>
        <translation>Kæmper som forsvarer efter dommerens afgørelse (1.1.9): bruger forsvarerkolonnen</translation>
    </message>
    <message>
        <source>The rules&apos; reading: {reason}</source>
        <translation>Reglernes læsning: {reason}</translation>
    </message>
    <message>
        <source>commander ({level}), rating {rating}{fallen}</source>
        <translation>chef ({level}), kvalitet {rating}{fallen}</translation>
    </message>
    <message>
        <source>, fallen</source>
        <translation>, falden</translation>
    </message>
    <message>
        <source>orderly</source>
        <translation>ordonnans</translation>
    </message>
    <message>
        <source> — replaced his commander</source>
        <translation> — erstattede sin chef</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s)</source>
        <translation>
            <numerusform>%n figur</numerusform>
            <numerusform>%n figurer</numerusform>
        </translation>
    </message>
    <message>
        <source>orderly of {commander}{fallen}</source>
        <translation>ordonnans for {commander}{fallen}</translation>
    </message>
    <message>
        <source> (fallen)</source>
        <translation> (falden)</translation>
    </message>
    <message>
        <source>, replaced his commander</source>
        <translation>, erstattede sin chef</translation>
    </message>
    <message>
        <source>{n}/{start} gunners, {g} guns</source>
        <translation>{n}/{start} artillerister, {g} pjecer</translation>
    </message>
    <message>
        <source>{n}/{start} figures</source>
        <translation>{n}/{start} figurer</translation>
    </message>
    <message>
        <source>supplies unlimited</source>
        <translation>ubegrænsede forsyninger</translation>
    </message>
    <message>
        <source>valour {v}</source>
        <translation>valeur {v}</translation>
    </message>
    <message>
        <source>flags: {flags}</source>
        <translation>mærker: {flags}</translation>
    </message>
    <message>
        <source>order: “{text}” ({status})</source>
        <translation>ordre: »{text}« ({status})</translation>
    </message>
    <message>
        <source>no order written this bound</source>
        <translation>ingen ordre skrevet i dette træk</translation>
    </message>
    <message>
        <source>side penalty {v}</source>
        <translation>sidefradrag {v}</translation>
    </message>
    <message>
        <source>Choose the class of %1: the test&apos;s threshold depends on it.</source>
        <translation>Vælg klassen for %1: testens tærskel afhænger af den.</translation>
    </message>
    <message>
        <source>Total: {natural} {modifier} = {total}{unset}</source>
        <translation>Sum: {natural} {modifier} = {total}{unset}</translation>
    </message>
    <message>
        <source>No change to the roster entered: Ctrl+Enter confirms the roll as it is.</source>
        <translation>Ingen ændring i styrkelisten er indtastet: Ctrl+Enter bekræfter kastet, som det er.</translation>
    </message>
    <message>
        <source>Ready: Enter goes on to the next field and confirms on the last; Ctrl+Enter confirms now.</source>
        <translation>Klar: Enter går videre til næste felt og bekræfter i det sidste; Ctrl+Enter bekræfter nu.</translation>
    </message>
    <message>
        <source>Ready: Enter confirms and applies the effects typed from the book (logged as the umpire&apos;s).</source>
        <translation>Klar: Enter bekræfter og udfører virkningerne indtastet fra bogen (logført som dommerens).</translation>
    </message>
    <message>
        <source>Ready: the pack gives this outcome no effects; Enter logs it changing nothing. If the book gives it effects, type them in the fields below.</source>
        <translation>Klar: regelpakken giver dette udfald ingen virkninger; Enter logfører det uden ændringer. Giver bogen det virkninger, så indtast dem i felterne nedenfor.</translation>
    </message>
    <message>
        <source>Ready: the pack gives this outcome no effects; Enter logs it changing nothing. If the book gives figures lost or a disorder, type them in the fields below.</source>
        <translation>Klar: regelpakken giver dette udfald ingen virkninger; Enter logfører det uden ændringer. Giver bogen tabte figurer eller uorden, så indtast dem i felterne nedenfor.</translation>
    </message>
    <message>
        <source>These dice were shown at %1 (draw %2) for a roll that was not logged; dice once shown stand for the next roll of this kind.</source>
        <translation>Disse terninger blev vist kl. %1 (slag %2) til et kast, der ikke blev logført; terninger, der er vist, står for det næste kast af denne art.</translation>
    </message>
    <message>
        <source> The word was not used.</source>
        <translation> Ordet blev ikke brugt.</translation>
    </message>
    <message>
        <source>These dice were shown before the word was called, so they stand as shown; the word was not used.</source>
        <translation>Disse terninger blev vist, før ordet blev sagt, så de står, som de blev vist; ordet blev ikke brugt.</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <source>the table</source>
        <translation>skemaet</translation>
    </message>
    <message>
        <source>{table} is not filled in (unset in this pack)</source>
        <translation>{table} er ikke udfyldt (ukendt i denne pakke)</translation>
    </message>
    <message>
        <source>this cell of {table} is unset in this pack</source>
        <translation>dette felt i {table} er ukendt i denne pakke</translation>
    </message>
    <message>
        <source>off the printed {table}</source>
        <translation>uden for det, {table} dækker i bogen</translation>
    </message>
    <message>
        <source>Ticked, Confirm also writes the cells listed into this game&apos;s pack and the club&apos;s pack (in the data folder), logged as a pack change: from then on the tables give them, in this game and the next. Unticked, what was typed from the book counts for this roll only.</source>
        <translation>Med kryds skriver Bekræft også de viste felter i dette spils regelpakke og i klubbens regelpakke (i datamappen), logget som et skift af regelpakke: fra da af giver skemaerne dem, i dette spil og det næste. Uden kryds gælder det, der er indtastet fra bogen, kun dette kast.</translation>
    </message>
    <message>
        <source>Outcome, {who}:</source>
        <translation>Udfald, {who}:</translation>
    </message>
    <message>
        <source>Total: dice {modifier}{unset}</source>
        <translation>Sum: terninger {modifier}{unset}</translation>
    </message>
    <message>
        <source>Not&amp;e:</source>
        <translation>N&amp;otat:</translation>
    </message>
    <message>
        <source>Written order of {unit} for bound {bound}: “{text}”</source>
        <translation>Skriftlig ordre for {unit} i træk {bound}: »{text}«</translation>
    </message>
    <message numerus="yes">
        <source>supplies: %n roll(s) left</source>
        <translation>
            <numerusform>forsyninger: %n kast tilbage</numerusform>
            <numerusform>forsyninger: %n kast tilbage</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unset factor(s)</source>
        <translation>
            <numerusform>%n ukendt faktor</numerusform>
            <numerusform>%n ukendte faktorer</numerusform>
        </translation>
    </message>
    <message>
        <source>Roll off first: dice decide which commander is engaged (1.1.4).</source>
        <translation>Først terningkast om: terningerne afgør, hvilken chef der griber ind (1.1.4).</translation>
    </message>
    <message>
        <source>Ready: Enter confirms and applies the effects.</source>
        <translation>Klar: Enter bekræfter og udfører virkningerne.</translation>
    </message>
    <message>
        <source>difference {v}</source>
        <translation>forskel {v}</translation>
    </message>
    <message>
        <source>total {v}</source>
        <translation>sum {v}</translation>
    </message>
    <message>
        <source>typed from the book</source>
        <translation>indtastet fra bogen</translation>
    </message>
    <message>
        <source>no change to the roster: the pack gives this outcome no effects</source>
        <translation>ingen ændring i styrkelisten: regelpakken giver dette udfald ingen virkninger</translation>
    </message>
    <message>
        <source>Loser: &lt;b&gt;{name}&lt;/b&gt; (the lower total)</source>
        <translation>Taber: &lt;b&gt;{name}&lt;/b&gt; (den laveste sum)</translation>
    </message>
    <message>
        <source>effects typed from the book</source>
        <translation>virkninger indtastet fra bogen</translation>
    </message>
    <message>
        <source>the pack gives this outcome no effects: type below those the book gives</source>
        <translation>regelpakken giver dette udfald ingen virkninger: indtast nedenfor dem, bogen giver</translation>
    </message>
    <message>
        <source>type the outcome read from the book</source>
        <translation>indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <source>type the factor&apos;s value in its field, or the outcome, read from the book</source>
        <translation>indtast faktorens værdi i dens felt, eller udfaldet, aflæst i bogen</translation>
    </message>
    <message>
        <source>type the value of {factors} in its field, or the outcome, read from the book</source>
        <translation>indtast værdien for {factors} i dens felt, eller udfaldet, aflæst i bogen</translation>
    </message>
    <message>
        <source>a ticked factor is unset</source>
        <translation>en afkrydset faktor er ukendt</translation>
    </message>
    <message>
        <source>this roll has no table in the pack</source>
        <translation>dette kast har intet skema i pakken</translation>
    </message>
    <message>
        <source>the class&apos;s threshold is unset</source>
        <translation>klassens tærskel er ukendt</translation>
    </message>
    <message>
        <source>Re&amp;member in the club&apos;s pack:</source>
        <translation>Husk i k&amp;lubbens pakke:</translation>
    </message>
    <message>
        <source>outcome read from the book</source>
        <translation>udfald aflæst i bogen</translation>
    </message>
    <message>
        <source>Choose the table&apos;s outcome or type what the book says; it is logged as typed by the umpire.</source>
        <translation>Vælg skemaets udfald, eller skriv hvad bogen siger; det logføres som indtastet af dommeren.</translation>
    </message>
    <message>
        <source>&amp;Outcome from the book:</source>
        <translation>&amp;Udfald fra bogen:</translation>
    </message>
    <message>
        <source>Figures {name} loses, as the book says (a whole number); they come off the roster when the roll is confirmed</source>
        <translation>Figurer, {name} mister, som bogen siger (et helt tal); de trækkes fra i styrkelisten, når kastet bekræftes</translation>
    </message>
    <message>
        <source>Figures {name} loses, as the book says: a whole number or a part (1/2, 1.5); parts are summed with this phase&apos;s other losses before rounding down (3.1.5)</source>
        <translation>Figurer {name} mister ifølge bogen: et helt tal eller en del (1/2, 1,5); dele lægges sammen med fasens øvrige tab, før der rundes ned (3.1.5)</translation>
    </message>
    <message>
        <source>The pack gives this outcome no effects: what the book gives it, logged as typed by the umpire</source>
        <translation>Regelpakken giver dette udfald ingen virkninger: hvad bogen giver det, logført som indtastet af dommeren</translation>
    </message>
    <message>
        <source>Order:</source>
        <translation>Ordre:</translation>
    </message>
    <message>
        <source>From the book:</source>
        <translation>Fra bogen:</translation>
    </message>
    <message>
        <source>Side penalty:</source>
        <translation>Sidefradrag:</translation>
    </message>
    <message>
        <source>Commander&apos;s rating:</source>
        <translation>Chefens kvalitet:</translation>
    </message>
    <message>
        <source>Figures lost, {name}:</source>
        <translation>Tabte figurer, {name}:</translation>
    </message>
    <message>
        <source>the odds follow once the class is chosen</source>
        <translation>chancerne vises, når klassen er valgt</translation>
    </message>
    <message>
        <source>Type the dice (e.g. {example}) or press Ctrl+R for the console&apos;s.</source>
        <translation>Indtast terningerne (f.eks. {example}), eller tryk Ctrl+R for konsollens.</translation>
    </message>
    <message>
        <source>no change</source>
        <translation>ingen ændring</translation>
    </message>
    <message>
        <source>Disorder, {name}:</source>
        <translation>Uorden, {name}:</translation>
    </message>
    <message>
        <source> vs </source>
        <translation> mod </translation>
    </message>
    <message>
        <source>(no change to the roster)</source>
        <translation>(ingen ændring i styrkelisten)</translation>
    </message>
    <message>
        <source>Note: rolled by the umpire&apos;s ruling (1.1.9) although {reason}</source>
        <translation>Bemærk: slået efter dommerens afgørelse (1.1.9) trods: {reason}</translation>
    </message>
    <message>
        <source>{whose}: “{outcome}” was typed from the book; enter its effects (figures lost, disorder) by hand</source>
        <translation>{whose}: »{outcome}« er indtastet fra bogen; indtast selv dets virkninger (tabte figurer, uorden)</translation>
    </message>
    <message>
        <source>The roster changed since these effects were shown: check them and confirm again.</source>
        <translation>Styrkelisten er ændret, siden disse virkninger blev vist: kontrollér dem, og bekræft igen.</translation>
    </message>
    <message>
        <source>Roll {n} logged. Next: {unit}.</source>
        <translation>Kast {n} er logført. Næste: {unit}.</translation>
    </message>
    <message>
        <source>An unset factor is not in the total: type its value from the book beside it, or type the outcome from the book</source>
        <translation>En ukendt faktor er ikke med i summen: indtast dens værdi fra bogen ud for den, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <source>No change to the roster entered: type the figures lost or the disorder, or press Ctrl+Enter to confirm the roll as it is.</source>
        <translation>Ingen ændring i styrkelisten er indtastet: indtast de tabte figurer eller uordenen, eller tryk Ctrl+Enter for at bekræfte kastet, som det er.</translation>
    </message>
</context>
<context>
    <name>RollLogModel</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Kasttype</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Enheder</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Terninger</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Sum</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <source>Voided by roll {n}</source>
        <translation>Annulleret af kast {n}</translation>
    </message>
    <message>
        <source>{outcome} (typed from the book)</source>
        <translation>{outcome} (indtastet fra bogen)</translation>
    </message>
    <message numerus="yes">
        <source>Bound %1 began; %n flag(s) expired.</source>
        <translation>
            <numerusform>Træk %1 begyndt; %n mærke udløbet.</numerusform>
            <numerusform>Træk %1 begyndt; %n mærker udløbet.</numerusform>
        </translation>
    </message>
    <message>
        <source>voids #{n}: {reason}</source>
        <translation>annullerer #{n}: {reason}</translation>
    </message>
</context>
<context>
    <name>RollLogView</name>
    <message>
        <source>Bound {n}</source>
        <translation>Træk {n}</translation>
    </message>
    <message>
        <source>Voided by roll {n}</source>
        <translation>Annulleret af kast {n}</translation>
    </message>
    <message>
        <source>Voided by the umpire at {time} (bound {bound}, {phase}), roll {n}</source>
        <translation>Annulleret af dommeren kl. {time} (træk {bound}, {phase}), kast {n}</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Begrundelse</translation>
    </message>
    <message>
        <source>Voids roll {n}</source>
        <translation>Annullerer kast {n}</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Enheder</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>Table, column, rule</source>
        <translation>Skema, kolonne, regel</translation>
    </message>
    <message>
        <source>How</source>
        <translation>Hvordan</translation>
    </message>
    <message>
        <source>auto</source>
        <translation>automatisk</translation>
    </message>
    <message>
        <source>ticked</source>
        <translation>afkrydset</translation>
    </message>
    <message>
        <source>value typed from the book</source>
        <translation>værdien indtastet fra bogen</translation>
    </message>
    <message>
        <source>natural {n}</source>
        <translation>terningsum {n}</translation>
    </message>
    <message>
        <source>typed by the umpire from the book</source>
        <translation>indtastet af dommeren fra bogen</translation>
    </message>
    <message>
        <source>Table cell</source>
        <translation>Skemafelt</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Virkninger</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Pakke</translation>
    </message>
    <message>
        <source>Previous hash</source>
        <translation>Forrige hash</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>word “{word}”</source>
        <translation>ord »{word}«</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Kastelog</translation>
    </message>
    <message>
        <source>any</source>
        <translation>alle</translation>
    </message>
    <message>
        <source>note, outcome, cell, unit…</source>
        <translation>notat, udfald, felt, enhed…</translation>
    </message>
    <message>
        <source>C&amp;lear filters</source>
        <translation>Nu&amp;lstil filtre</translation>
    </message>
    <message>
        <source>&amp;Bound:</source>
        <translation>&amp;Træk:</translation>
    </message>
    <message>
        <source>P&amp;hase:</source>
        <translation>&amp;Fase:</translation>
    </message>
    <message>
        <source>&amp;Unit:</source>
        <translation>&amp;Enhed:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Kasttype:</translation>
    </message>
    <message>
        <source>&amp;Find:</source>
        <translation>&amp;Søg:</translation>
    </message>
    <message>
        <source>&amp;Void…</source>
        <translation>&amp;Annullér kast…</translation>
    </message>
    <message>
        <source>Ve&amp;rify chain</source>
        <translation>Kont&amp;rollér kæden</translation>
    </message>
    <message>
        <source>Check s&amp;eals…</source>
        <translation>Kontrollér se&amp;gl…</translation>
    </message>
    <message>
        <source>Type the seals the players wrote down: the log as it stands must give each of them, or the first bound that differs is named</source>
        <translation>Skriv de segl, spillerne skrev ned: loggen, som den står, skal give hvert af dem, ellers nævnes det første træk, der afviger</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>Eksp&amp;ortér…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Udskriv…</translation>
    </message>
    <message>
        <source>Turn &amp;summary…</source>
        <translation>Træksammen&amp;drag…</translation>
    </message>
    <message>
        <source>The summary of a bound, one page to pin up: the bound the filter shows, else the bound the game is in</source>
        <translation>Sammendraget af et træk, én side til opslagstavlen: det træk, filteret viser, ellers det træk, spillet er i</translation>
    </message>
    <message>
        <source>{unit} ({key}), bound {bound}, {time}: removed as added by mistake (the Undo of its adding, no reason asked)</source>
        <translation>{unit} ({key}), træk {bound}, kl. {time}: fjernet som tilføjet ved en fejl (Fortryd af tilføjelsen, ingen begrundelse spurgt om)</translation>
    </message>
    <message>
        <source>{unit} ({key}), bound {bound}, {time}: “{reason}”</source>
        <translation>{unit} ({key}), træk {bound}, kl. {time}: »{reason}«</translation>
    </message>
    <message>
        <source>(put back by Undo)</source>
        <translation>(sat tilbage med Fortryd)</translation>
    </message>
    <message>
        <source>(added again by Redo)</source>
        <translation>(tilføjet igen med Gentag)</translation>
    </message>
    <message>
        <source>{unit} ({key}, commander), bound {bound}, {time}: removed as added by mistake (the Undo of his adding, no reason asked)</source>
        <translation>{unit} ({key}, chef), træk {bound}, kl. {time}: fjernet som tilføjet ved en fejl (Fortryd af tilføjelsen, ingen begrundelse spurgt om)</translation>
    </message>
    <message>
        <source>Taken off the roster (the state journal keeps each, with its reason):</source>
        <translation>Taget af styrkelisten (tilstandsjournalen gemmer hver af dem med begrundelsen):</translation>
    </message>
    <message numerus="yes">
        <source>%Ln roll(s)</source>
        <translation>
            <numerusform>%Ln kast</numerusform>
            <numerusform>%Ln kast</numerusform>
        </translation>
    </message>
    <message>
        <source>newest {n} shown, more as you scroll</source>
        <translation>de nyeste {n} vises, flere når du ruller</translation>
    </message>
    <message>
        <source>No roll matches the filters.</source>
        <translation>Intet kast passer til filtrene.</translation>
    </message>
    <message>
        <source>No roll has been logged yet.</source>
        <translation>Der er endnu ikke logført noget kast.</translation>
    </message>
    <message>
        <source>Void roll {n}</source>
        <translation>Annullér kast {n}</translation>
    </message>
    <message>
        <source>Roll {n}: {what}

Why is it void? (The roll stays in the log, struck through, and its effects are reversed.)</source>
        <translation>Kast {n}: {what}

Hvorfor annulleres det? (Kastet bliver stående i loggen, overstreget, og dets virkninger tilbageføres.)</translation>
    </message>
    <message>
        <source>Caution: a later roll changed what this roll set. Voiding puts it back to before this roll, over that change: {changes}.</source>
        <translation>Bemærk: et senere kast ændrede det, dette kast satte. Annulleres det, sættes det tilbage til før dette kast, hen over den ændring: {changes}.</translation>
    </message>
    <message>
        <source>Check seals</source>
        <translation>Kontrollér segl</translation>
    </message>
    <message>
        <source>The seals the players wrote down, one a line or separated by commas (e.g. B4 7Q2K-9FXA-3MWD):</source>
        <translation>De segl, spillerne skrev ned, ét pr. linje eller adskilt af kommaer (fx B4 7Q2K-9FXA-3MWD):</translation>
    </message>
    <message>
        <source>BROKEN at bound {n}: {reason}</source>
        <translation>BRUDT ved træk {n}: {reason}</translation>
    </message>
    <message>
        <source>BROKEN at state journal entry {n}: {reason}</source>
        <translation>BRUDT ved post {n} i tilstandsjournalen: {reason}</translation>
    </message>
    <message>
        <source>no console dice</source>
        <translation>ingen konsolterninger</translation>
    </message>
    <message>
        <source>state proven from roll %1 on</source>
        <translation>tilstanden bevist fra kast %1 og frem</translation>
    </message>
    <message>
        <source>state proven from the log</source>
        <translation>tilstanden bevist af loggen</translation>
    </message>
    <message>
        <source>state not proven (no state journal yet)</source>
        <translation>tilstanden ikke bevist (ingen tilstandsjournal endnu)</translation>
    </message>
    <message>
        <source>the seals match the log: %1</source>
        <translation>seglene passer med loggen: %1</translation>
    </message>
    <message>
        <source>Dispute report (*.html)</source>
        <translation>Tvistrapport (*.html)</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webside (*.html)</translation>
    </message>
    <message>
        <source>Turn summary of bound %1</source>
        <translation>Sammendrag af træk %1</translation>
    </message>
    <message>
        <source>Roll {n} voided by roll {m}.</source>
        <translation>Kast {n} annulleret af kast {m}.</translation>
    </message>
    <message>
        <source>{role}, total: &lt;b&gt;{total}&lt;/b&gt;</source>
        <translation>{role}, sum: &lt;b&gt;{total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Checking the hash chain…</source>
        <translation>Kontrollerer hashkæden…</translation>
    </message>
    <message>
        <source>The log could not be checked: {reason}</source>
        <translation>Loggen kunne ikke kontrolleres: {reason}</translation>
    </message>
    <message>
        <source>BROKEN at console draw {n}: {reason}</source>
        <translation>BRUDT ved konsolslag {n}: {reason}</translation>
    </message>
    <message>
        <source>BROKEN at roll {n}: {reason}</source>
        <translation>BRUDT ved kast {n}: {reason}</translation>
    </message>
    <message>
        <source>BROKEN: {reason}</source>
        <translation>BRUDT: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>OK: %Ln roll(s), hash chain intact</source>
        <translation>
            <numerusform>OK: %Ln kast, hashkæden er intakt</numerusform>
            <numerusform>OK: %Ln kast, hashkæden er intakt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n roster correction(s) by the umpire</source>
        <translation>
            <numerusform>%n rettelse af styrkelisten ved dommeren</numerusform>
            <numerusform>%n rettelser af styrkelisten ved dommeren</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n console draw(s) shown but never logged</source>
        <translation>
            <numerusform>%n konsolslag vist, men aldrig logført</numerusform>
            <numerusform>%n konsolslag vist, men aldrig logført</numerusform>
        </translation>
    </message>
    <message>
        <source>console dice not checked (seed not given or revealed)</source>
        <translation>konsolterningerne er ikke kontrolleret (frøet er hverken givet eller afsløret)</translation>
    </message>
    <message>
        <source>console dice follow from the seed</source>
        <translation>konsolterningerne følger af frøet</translation>
    </message>
    <message>
        <source>Exported {name} to {folder}</source>
        <translation>Eksporteret {name} til {folder}</translation>
    </message>
    <message>
        <source>Export the roll log</source>
        <translation>Eksportér kasteloggen</translation>
    </message>
    <message>
        <source>{date}, {time} ({zone})</source>
        <translation>{date} kl. {time} ({zone})</translation>
    </message>
</context>
<context>
    <name>RollLogWindow</name>
    <message>
        <source>Roll log</source>
        <translation>Kastelog</translation>
    </message>
</context>
<context>
    <name>RollOperations</name>
    <message>
        <source>{unit}: order {status} (no order written for bound {bound})</source>
        <translation>{unit}: ordre {status} (ingen ordre skrevet for træk {bound})</translation>
    </message>
    <message>
        <source>{unit} is removed: fewer than 3 figures ({rule})</source>
        <translation>{unit} fjernes: færre end 3 figurer ({rule})</translation>
    </message>
    <message>
        <source>{unit}: {text}</source>
        <translation>{unit}: {text}</translation>
    </message>
    <message>
        <source>{unit} {what}: {old} → {new} ({rule})</source>
        <translation>{unit} {what}: {old} → {new} ({rule})</translation>
    </message>
    <message>
        <source>{unit} has the lower total and loses ({rule})</source>
        <translation>{unit} har den laveste sum og taber ({rule})</translation>
    </message>
    <message>
        <source>{unit} has not fallen: there is no commander to replace (1.1.4)</source>
        <translation>{unit} er ikke faldet: der er ingen chef at erstatte (1.1.4)</translation>
    </message>
    <message>
        <source>{unit} has no orderly left standing to replace him (1.1.4)</source>
        <translation>{unit} har ingen ordonnans tilbage til at erstatte ham (1.1.4)</translation>
    </message>
    <message>
        <source>{unit} has fallen and cannot replace his commander (1.1.4)</source>
        <translation>{unit} er faldet og kan ikke erstatte sin chef (1.1.4)</translation>
    </message>
    <message>
        <source>{unit} has already replaced his commander and is no longer an orderly (1.1.4)</source>
        <translation>{unit} har allerede erstattet sin chef og er ikke længere ordonnans (1.1.4)</translation>
    </message>
    <message>
        <source>{unit}: the roster names no commander for this orderly</source>
        <translation>{unit}: styrkelisten nævner ingen chef for denne ordonnans</translation>
    </message>
    <message>
        <source>No game is open.</source>
        <translation>Intet spil er åbent.</translation>
    </message>
    <message>
        <source>Export the roster as .csv or .toml, not {suffix!r}</source>
        <translation>Eksportér styrkelisten som .csv eller .toml, ikke {suffix!r}</translation>
    </message>
    <message>
        <source>Cannot write %1: %2. Choose another folder or name.</source>
        <translation>Kan ikke skrive %1: %2. Vælg en anden mappe eller et andet navn.</translation>
    </message>
    <message>
        <source>Cannot export to %1: there is no folder %2.</source>
        <translation>Kan ikke eksportere til %1: mappen %2 findes ikke.</translation>
    </message>
    <message>
        <source>%1 is in FD and takes no order: there is no ordering roll to make.</source>
        <translation>%1 er i FU og får ingen ordre: der er intet ordrekast at slå.</translation>
    </message>
    <message>
        <source>%1 has no order this bound: there is no ordering roll to make.</source>
        <translation>%1 har ingen ordre i dette træk: der er intet ordrekast at slå.</translation>
    </message>
    <message>
        <source>%1: its order needs no ordering roll (1.1.3): nothing to roll.</source>
        <translation>%1: ordren kræver intet ordrekast (1.1.3): intet at slå.</translation>
    </message>
    <message>
        <source>%1: its ordering roll is logged already (%3); void it in the roll log to roll again.</source>
        <translation>%1: ordrekastet er allerede logført (%3); annullér det i kasteloggen for at slå igen.</translation>
    </message>
    <message>
        <source>Rolls › %2… opens one all the same.</source>
        <translation>Kast › %2… åbner et alligevel.</translation>
    </message>
    <message>
        <source>Nothing logged: the pack cannot remember this: %1. Untick “Remember in the club&apos;s pack” to log the roll alone.</source>
        <translation>Intet logført: pakken kan ikke huske dette: %1. Fjern fluebenet ved »Husk i klubbens pakke« for at logføre kastet alene.</translation>
    </message>
    <message>
        <source>Remembered in this game.</source>
        <translation>Husket i dette spil.</translation>
    </message>
    <message>
        <source>Export as .html, .pdf, .csv or .json, not {suffix!r}</source>
        <translation>Eksportér som .html, .pdf, .csv eller .json, ikke {suffix!r}</translation>
    </message>
    <message>
        <source>Write the turn summary as .pdf or .html, not {suffix!r}</source>
        <translation>Gem træksammendraget som .pdf eller .html, ikke {suffix!r}</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Slå med terningerne først.</translation>
    </message>
    <message>
        <source>Type the outcome read from the book.</source>
        <translation>Indtast udfaldet, som det står i bogen.</translation>
    </message>
    <message>
        <source>Choose the unit fired at.</source>
        <translation>Vælg enheden, der skydes på.</translation>
    </message>
    <message>
        <source>Choose the unit attacked.</source>
        <translation>Vælg enheden, der angribes.</translation>
    </message>
    <message>
        <source>{unit}: {reason}. Confirm only by the umpire&apos;s ruling (tick “roll anyway”, 1.1.9).</source>
        <translation>{unit}: {reason}. Bekræft kun efter dommerens afgørelse (sæt flueben ved »slå alligevel«, 1.1.9).</translation>
    </message>
    <message>
        <source>The outcome says whether the order is followed ({rule}): choose {outcomes}.</source>
        <translation>Udfaldet afgør, om ordren udføres ({rule}): vælg {outcomes}.</translation>
    </message>
    <message>
        <source>Effects typed for the outcome ({effects}): only for the one outcome read from the pack that the pack gives no effects and the book gives some, and only {kinds}.</source>
        <translation>Virkninger indtastet for udfaldet ({effects}): kun for det ene udfald aflæst i regelpakken, som regelpakken ikke giver virkninger og bogen giver nogle, og kun {kinds}.</translation>
    </message>
    <message>
        <source>Effects typed for the outcome ({effects}): this roll&apos;s outcomes take none typed from the book.</source>
        <translation>Virkninger indtastet for udfaldet ({effects}): denne slags kast får ingen virkninger indtastet fra bogen.</translation>
    </message>
    <message>
        <source>A commander&apos;s rating is typed only with the commander replaced (1.1.3): type the replacement too, or leave the rating unchanged.</source>
        <translation>En chefs kvalitet indtastes kun sammen med, at chefen er erstattet (1.1.3): indtast også erstatningen, eller lad kvaliteten være uændret.</translation>
    </message>
    <message>
        <source>A commander&apos;s rating typed ({value}): only {ratings}.</source>
        <translation>En chefs kvalitet indtastet ({value}): kun {ratings}.</translation>
    </message>
    <message>
        <source>{key} is neither a commander nor an orderly</source>
        <translation>{key} er hverken chef eller ordonnans</translation>
    </message>
    <message>
        <source>The roll is not complete.</source>
        <translation>Kastet er ikke færdigt.</translation>
    </message>
    <message>
        <source>The roll-off between the commanders is not decided.</source>
        <translation>Terningkastet om mellem cheferne er ikke afgjort.</translation>
    </message>
</context>
<context>
    <name>RosterEntryDialog</name>
    <message>
        <source>New side</source>
        <translation>Ny side</translation>
    </message>
    <message>
        <source>New commander</source>
        <translation>Ny chef</translation>
    </message>
    <message>
        <source>New unit</source>
        <translation>Ny enhed</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Navn:</translation>
    </message>
    <message>
        <source>S&amp;ide:</source>
        <translation>S&amp;ide:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Niveau:</translation>
    </message>
    <message>
        <source>&amp;Superior:</source>
        <translation>&amp;Overordnet:</translation>
    </message>
    <message>
        <source>&amp;Rating:</source>
        <translation>&amp;Kvalitet:</translation>
    </message>
    <message>
        <source>Immediate &amp;commander:</source>
        <translation>Umiddelbar &amp;chef:</translation>
    </message>
    <message>
        <source>&amp;Arm:</source>
        <translation>&amp;Våbenart:</translation>
    </message>
    <message>
        <source>&amp;Type:</source>
        <translation>&amp;Type:</translation>
    </message>
    <message>
        <source>&amp;Figures (artillery: model guns):</source>
        <translation>&amp;Figurer (artilleri: figurpjecer):</translation>
    </message>
    <message>
        <source>&amp;Gunners (artillery, waggon driver):</source>
        <translation>&amp;Artillerister (artilleri, kusk):</translation>
    </message>
    <message>
        <source>&amp;Valour:</source>
        <translation>Va&amp;leur:</translation>
    </message>
    <message>
        <source>Add a side first.</source>
        <translation>Tilføj først en side.</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ingen)</translation>
    </message>
</context>
<context>
    <name>RosterModel</name>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Arm / type</source>
        <translation>Våbenart / type</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figurer</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Gunners</source>
        <translation>Artillerister</translation>
    </message>
    <message>
        <source>Valour</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Disorder</source>
        <translation>Uorden</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Supplies</source>
        <translation>Forsyninger</translation>
    </message>
    <message>
        <source>Flags / state</source>
        <translation>Mærker / tilstand</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ubegrænset</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>%1 rolls left</source>
        <translation>%1 kast tilbage</translation>
    </message>
    <message>
        <source>%1 (this bound)</source>
        <translation>%1 (dette træk)</translation>
    </message>
    <message>
        <source>%1 (to bound %2)</source>
        <translation>%1 (til træk %2)</translation>
    </message>
    <message>
        <source>Figures now (artillery: model guns)</source>
        <translation>Figurer nu (artilleri: figurpjecer)</translation>
    </message>
    <message>
        <source>Figures at the start, for the 20 % valour steps</source>
        <translation>Figurer ved start, til valeurtrinene på 20 %</translation>
    </message>
    <message>
        <source>Gunners now / at the start</source>
        <translation>Artillerister nu / ved start</translation>
    </message>
    <message>
        <source>Valour, −5 to +5 (5.5.1)</source>
        <translation>Valeur, −5 til +5 (5.5.1)</translation>
    </message>
    <message>
        <source>Supplies: unlimited, or fire/melee rolls left</source>
        <translation>Forsyninger: ubegrænset, eller skyde-/nærkampskast tilbage</translation>
    </message>
    <message>
        <source>(no immediate commander)</source>
        <translation>(ingen umiddelbar chef)</translation>
    </message>
    <message>
        <source>light unit (Table 21)</source>
        <translation>let enhed (skema 21)</translation>
    </message>
    <message>
        <source>highly trained marksmen</source>
        <translation>særligt trænede skytter</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>fjernet</translation>
    </message>
    <message>
        <source>%1 commander</source>
        <translation>chef (%1)</translation>
    </message>
    <message>
        <source>replaced his commander</source>
        <translation>erstattede sin chef</translation>
    </message>
    <message>
        <source>fallen</source>
        <translation>falden</translation>
    </message>
    <message>
        <source>fallen, replaced by %1</source>
        <translation>falden, erstattet af %1</translation>
    </message>
    <message>
        <source>orderlies: %1 of %2 fallen</source>
        <translation>ordonnanser: %1 af %2 faldne</translation>
    </message>
    <message>
        <source>1 orderly</source>
        <translation>1 ordonnans</translation>
    </message>
    <message>
        <source>%1 orderlies</source>
        <translation>%1 ordonnanser</translation>
    </message>
    <message>
        <source>%1 replaced him (Table 19)</source>
        <translation>%1 erstattede ham (skema 19)</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>&amp;Side…</source>
        <translation>&amp;Side…</translation>
    </message>
    <message>
        <source>&amp;Commander…</source>
        <translation>&amp;Chef…</translation>
    </message>
    <message>
        <source>&amp;Unit…</source>
        <translation>&amp;Enhed…</translation>
    </message>
    <message>
        <source>Take %1 off the roster</source>
        <translation>Tag %1 af styrkelisten</translation>
    </message>
    <message>
        <source>%1 and its orders leave the roster (a unit added by mistake).

Why? The reason is kept in the game&apos;s journal, which verify checks.</source>
        <translation>%1 og dens ordrer forlader styrkelisten (en enhed tilføjet ved en fejl).

Hvorfor? Begrundelsen gemmes i spillets journal, som verificeringen kontrollerer.</translation>
    </message>
    <message>
        <source>A roster correction needs its reason: nothing was changed.</source>
        <translation>En rettelse af styrkelisten skal have en begrundelse: intet blev ændret.</translation>
    </message>
    <message>
        <source>&amp;Move to commander</source>
        <translation>&amp;Flyt til chef</translation>
    </message>
    <message>
        <source>(no immediate commander)</source>
        <translation>(ingen umiddelbar chef)</translation>
    </message>
    <message>
        <source>Mark &amp;removed (0 figures)…</source>
        <translation>Markér fje&amp;rnet (0 figurer)…</translation>
    </message>
    <message>
        <source>&amp;Take off the roster…</source>
        <translation>&amp;Tag af styrkelisten…</translation>
    </message>
    <message>
        <source>&amp;Fallen</source>
        <translation>&amp;Falden</translation>
    </message>
    <message>
        <source>&amp;Rating</source>
        <translation>&amp;Kvalitet</translation>
    </message>
    <message>
        <source>%1 replaced him (Table 19)</source>
        <translation>%1 erstattede ham (skema 19)</translation>
    </message>
    <message>
        <source>%1 fallen</source>
        <translation>%1 falden</translation>
    </message>
    <message>
        <source>Correct %1</source>
        <translation>Ret %1</translation>
    </message>
    <message>
        <source>%1: %2 from %3 to %4.

Why? The correction is logged with its reason, as visible in a dispute as a roll.</source>
        <translation>%1: %2 fra %3 til %4.

Hvorfor? Rettelsen logføres med sin begrundelse, lige så synlig i en tvist som et kast.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>In disorder</source>
        <translation>I uorden</translation>
    </message>
    <message>
        <source>In FD</source>
        <translation>I FU</translation>
    </message>
    <message>
        <source>Without supplies</source>
        <translation>Uden forsyninger</translation>
    </message>
    <message>
        <source>Removed (0 figures)</source>
        <translation>Fjernet (0 figurer)</translation>
    </message>
    <message>
        <source>Fallen commanders</source>
        <translation>Faldne chefer</translation>
    </message>
    <message>
        <source>%1 of %2 commanders</source>
        <translation>%1 af %2 chefer</translation>
    </message>
    <message>
        <source>%1 of %2 units</source>
        <translation>%1 af %2 enheder</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Side:</translation>
    </message>
    <message>
        <source>Brigade:</source>
        <translation>Brigade:</translation>
    </message>
    <message>
        <source>State:</source>
        <translation>Tilstand:</translation>
    </message>
    <message>
        <source>Find a unit…</source>
        <translation>Find en enhed…</translation>
    </message>
    <message>
        <source>Add a side, commander or unit to the roster</source>
        <translation>Tilføj en side, chef eller enhed til styrkelisten</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>Tilf&amp;øj</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Roll dialog</source>
        <translation>Kastedialogen</translation>
    </message>
    <message>
        <source>Movement step</source>
        <translation>Bevægelsestrinnet</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Ordreskemaet</translation>
    </message>
    <message>
        <source>Walk an order line cell by cell; typing completes names, rates and formations</source>
        <translation>Gå en ordrelinje igennem felt for felt; indtastning fuldender navne, tempo og formationer</translation>
    </message>
    <message>
        <source>Leave the order sheet for the next (previous) part</source>
        <translation>Forlad ordreskemaet til næste (forrige) del</translation>
    </message>
    <message>
        <source>Edit the cell under the cursor (typing starts an edit too)</source>
        <translation>Redigér cellen under markøren (at skrive begynder også en redigering)</translation>
    </message>
    <message>
        <source>Order sheet, roster, pack editor</source>
        <translation>Ordreskemaet, styrkelisten, regelpakken</translation>
    </message>
    <message>
        <source>The row&apos;s menu: a commander fallen or back, his rating, an orderly lost, a unit&apos;s commander</source>
        <translation>Rækkens menu: en chef faldet eller tilbage, hans kvalitet, en ordonnans mistet, en enheds chef</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Styrkelisten</translation>
    </message>
    <message>
        <source>The console&apos;s dice for every role whose dice were not typed</source>
        <translation>Konsollens terninger til alle roller, hvis terninger ikke er indtastet</translation>
    </message>
    <message>
        <source>On to what the roll lacks; confirm when it lacks nothing</source>
        <translation>Videre til det, kastet mangler; bekræft, når intet mangler</translation>
    </message>
    <message>
        <source>Confirm from any field</source>
        <translation>Bekræft fra ethvert felt</translation>
    </message>
    <message>
        <source>In the factor list: tick the factor; on an unset row, on to its value field</source>
        <translation>I faktorlisten: afkryds faktoren; på en ukendt række videre til dens værdifelt</translation>
    </message>
    <message>
        <source>Confirm and go on to the next unit that has this roll to make</source>
        <translation>Bekræft og gå videre til den næste enhed, der har dette kast til gode</translation>
    </message>
    <message>
        <source>The word a player called, before the console dice are rolled</source>
        <translation>Ordet, en spiller sagde, før konsolterningerne slås</translation>
    </message>
    <message>
        <source>Umpire&apos;s ruling: roll where the rules forbid it</source>
        <translation>Dommerens afgørelse: slå, hvor reglerne forbyder det</translation>
    </message>
    <message>
        <source>Remember a typed outcome or a factor&apos;s value in the club&apos;s pack</source>
        <translation>Husk et indtastet udfald eller en faktors værdi i klubbens regelpakke</translation>
    </message>
    <message>
        <source>Close without logging</source>
        <translation>Luk uden at logføre</translation>
    </message>
    <message>
        <source>As ordered / only in part / not carried out</source>
        <translation>Som befalet / kun delvis / ikke udført</translation>
    </message>
    <message>
        <source>Confirm the unit&apos;s movement</source>
        <translation>Bekræft enhedens bevægelse</translation>
    </message>
    <message>
        <source>Print the log</source>
        <translation>Udskriv loggen</translation>
    </message>
    <message>
        <source>Roll log</source>
        <translation>Kasteloggen</translation>
    </message>
    <message>
        <source>Save the pack</source>
        <translation>Gem regelpakken</translation>
    </message>
    <message>
        <source>Pack editor</source>
        <translation>Regelpakken</translation>
    </message>
    <message>
        <source>Undo / redo an edit not saved yet</source>
        <translation>Fortryd / gentag en ændring, der ikke er gemt endnu</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastaturgenveje</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Taster</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Handling</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Hvor</translation>
    </message>
</context>
<context>
    <name>StepWords</name>
    <message numerus="yes">
        <source>%n transfer(s) took effect (1.1.5).</source>
        <translation>
            <numerusform>%n overførsel trådte i kraft (1.1.5).</numerusform>
            <numerusform>%n overførsler trådte i kraft (1.1.5).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved on with %n open task(s).</source>
        <translation>
            <numerusform>Gået videre med %n åben opgave.</numerusform>
            <numerusform>Gået videre med %n åbne opgaver.</numerusform>
        </translation>
    </message>
    <message>
        <source>See Open tasks.</source>
        <translation>Se Åbne opgaver.</translation>
    </message>
</context>
<context>
    <name>TableEditModel</name>
    <message>
        <source>unset: fill it in the pack editor or type the outcome from the book</source>
        <translation>ukendt: udfyld feltet i regelpakke-editoren, eller indtast udfaldet fra bogen</translation>
    </message>
    <message>
        <source>Label (en)</source>
        <translation>Betegnelse (en)</translation>
    </message>
    <message>
        <source>Label (da)</source>
        <translation>Betegnelse (da)</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Nøgle</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Fra</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Til</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolonne</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Udfald</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>Virkninger</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Klasse</translation>
    </message>
    <message>
        <source>Passes on</source>
        <translation>Består ved</translation>
    </message>
    <message>
        <source>Entry</source>
        <translation>Post</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Værdi</translation>
    </message>
    <message>
        <source>{value} is beyond what a table of the rules holds (-{limit} to {limit})</source>
        <translation>{value} er uden for, hvad et skema i reglerne rummer (-{limit} til {limit})</translation>
    </message>
    <message>
        <source>{text!r} is not a cell: write a whole number, &apos;-&apos; (does not apply), &apos;?&apos; (unset) or &apos;±N&apos; (value given by the situation)</source>
        <translation>{text!r} er ikke et gyldigt felt: skriv et helt tal, &apos;-&apos; (gælder ikke), &apos;?&apos; (ukendt) eller &apos;±N&apos; (værdi efter situationen)</translation>
    </message>
    <message>
        <source>{text!r} is not a whole number (leave empty for an open end)</source>
        <translation>{text!r} er ikke et helt tal (lad feltet stå tomt for en åben ende)</translation>
    </message>
    <message>
        <source>{part!r}: an effect is what[=value][@duration], what one of {kinds}</source>
        <translation>{part!r}: en virkning skrives hvad[=værdi][@varighed], hvor hvad er en af {kinds}</translation>
    </message>
    <message>
        <source>{part!r}: duration is one of {durations}</source>
        <translation>{part!r}: varigheden er en af {durations}</translation>
    </message>
    <message>
        <source>row {row}</source>
        <translation>række {row}</translation>
    </message>
    <message>
        <source>{text!r}: a key is lower-case letters, digits and _</source>
        <translation>{text!r}: en nøgle består af små bogstaver, cifre og _</translation>
    </message>
    <message>
        <source>a label cannot be empty</source>
        <translation>en betegnelse kan ikke være tom</translation>
    </message>
    <message>
        <source>none yet: add one below</source>
        <translation>ingen endnu: tilføj et nedenfor</translation>
    </message>
    <message>
        <source>{key!r} is not an outcome of this table (outcomes: {outcomes}; &apos;?&apos; leaves it unset)</source>
        <translation>{key!r} er ikke et udfald i dette skema (udfald: {outcomes}; &apos;?&apos; lader det være ukendt)</translation>
    </message>
    <message>
        <source>the column is one of {columns}</source>
        <translation>kolonnen er en af {columns}</translation>
    </message>
    <message>
        <source>band {lo}-{hi}</source>
        <translation>interval {lo}-{hi}</translation>
    </message>
    <message>
        <source>{text!r}: a threshold is a whole number or &apos;?&apos;</source>
        <translation>{text!r}: en tærskel er et helt tal eller &apos;?&apos;</translation>
    </message>
    <message>
        <source>an entry cannot be empty: write &apos;?&apos; if it is not known</source>
        <translation>en post kan ikke være tom: skriv &apos;?&apos;, hvis den ikke er kendt</translation>
    </message>
    <message>
        <source>{span} in column {column} is not covered by any band (add a band, with outcome &apos;?&apos; if it is not known)</source>
        <translation>{span} i kolonnen {column} er ikke dækket af noget interval (tilføj et interval med udfaldet &apos;?&apos;, hvis det ikke er kendt)</translation>
    </message>
    <message>
        <source>{span} is not covered by any band (add a band, with outcome &apos;?&apos; if it is not known)</source>
        <translation>{span} er ikke dækket af noget interval (tilføj et interval med udfaldet &apos;?&apos;, hvis det ikke er kendt)</translation>
    </message>
    <message>
        <source>bands {first} and {second} in column {column} overlap (a total is in one band only: end the one before where the next begins)</source>
        <translation>intervallerne {first} og {second} i kolonnen {column} overlapper (en sum hører til ét interval: lad det første slutte, før det næste begynder)</translation>
    </message>
    <message>
        <source>bands {first} and {second} overlap (a total is in one band only: end the one before where the next begins)</source>
        <translation>intervallerne {first} og {second} overlapper (en sum hører til ét interval: lad det første slutte, før det næste begynder)</translation>
    </message>
    <message>
        <source>{source}: table {table}: </source>
        <translation>{source}: skema {table}: </translation>
    </message>
</context>
<context>
    <name>charges</name>
    <message>
        <source>declarations still open</source>
        <translation>erklæringer stadig åbne</translation>
    </message>
    <message>
        <source>target&apos;s reaction</source>
        <translation>målets reaktion</translation>
    </message>
    <message>
        <source>half move</source>
        <translation>halvvejs fremrykning</translation>
    </message>
    <message>
        <source>target&apos;s formation change test</source>
        <translation>målets formationsskiftetest</translation>
    </message>
    <message>
        <source>target takes its new formation</source>
        <translation>målet indtager sin nye formation</translation>
    </message>
    <message>
        <source>defensive fire</source>
        <translation>forsvarsild</translation>
    </message>
    <message>
        <source>evaders move</source>
        <translation>de vigende flytter</translation>
    </message>
    <message>
        <source>chase: caught or out of reach</source>
        <translation>forfølgelse: indhentet eller uden for rækkevidde</translation>
    </message>
    <message>
        <source>evaders escaped: the charger&apos;s choice</source>
        <translation>de vigende slap væk: den chokerendes valg</translation>
    </message>
    <message>
        <source>charger&apos;s test</source>
        <translation>den chokerendes test</translation>
    </message>
    <message>
        <source>caught evaders</source>
        <translation>indhentede vigende</translation>
    </message>
    <message>
        <source>charger stopped: halt</source>
        <translation>den chokerende standsede: holdt</translation>
    </message>
    <message>
        <source>waits for the rest of its massed column</source>
        <translation>venter på resten af sin massekolonne</translation>
    </message>
    <message>
        <source>columns near one that broke</source>
        <translation>kolonner nær en der brød</translation>
    </message>
    <message>
        <source>massed-column formation test</source>
        <translation>formationstest i massekolonne</translation>
    </message>
    <message>
        <source>target&apos;s test</source>
        <translation>målets test</translation>
    </message>
    <message>
        <source>completion or halt</source>
        <translation>fuldførelse eller holdt</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>afsluttet</translation>
    </message>
    <message>
        <source>cancelled by an interception</source>
        <translation>annulleret af en opfangning</translation>
    </message>
    <message>
        <source>{target} stands</source>
        <translation>{target} står</translation>
    </message>
    <message>
        <source>{target} stands and fires</source>
        <translation>{target} står og skyder</translation>
    </message>
    <message>
        <source>{target} counter-charges {charger}</source>
        <translation>{target} modchokerer {charger}</translation>
    </message>
    <message>
        <source>{target} changes formation (forms square…)</source>
        <translation>{target} skifter formation (danner karré…)</translation>
    </message>
    <message>
        <source>{target} evades</source>
        <translation>{target} viger</translation>
    </message>
    <message>
        <source>{target} fires, then evades</source>
        <translation>{target} skyder og viger derefter</translation>
    </message>
    <message>
        <source>{charger} completes its move into contact with {target}: melee follows</source>
        <translation>{charger} fuldfører sin bevægelse i kontakt med {target}: nærkamp følger</translation>
    </message>
    <message>
        <source>{target} gave ground: {charger} takes the vacated position</source>
        <translation>{target} veg: {charger} indtager den forladte stilling</translation>
    </message>
    <message>
        <source>{charger} halts</source>
        <translation>{charger} holder</translation>
    </message>
    <message>
        <source>{charger} is unformed: it stops half-way and does not enter melee</source>
        <translation>{charger} er uordnet: den standser halvvejs og går ikke i nærkamp</translation>
    </message>
    <message>
        <source>{charger} halts on the evaders&apos; old position</source>
        <translation>{charger} holder på de vigendes gamle stilling</translation>
    </message>
    <message>
        <source>{charger} moves straight ahead its full charge move</source>
        <translation>{charger} rykker sin fulde chokbevægelse lige frem</translation>
    </message>
    <message>
        <source>the caught evaders ({target}) disperse</source>
        <translation>de indhentede vigende ({target}) opløses</translation>
    </message>
    <message>
        <source>the evaders ({target}) do not disperse (umpire&apos;s ruling)</source>
        <translation>de vigende ({target}) opløses ikke (dommerens kendelse)</translation>
    </message>
    <message>
        <source>not open: say who is phasing</source>
        <translation>ikke åbnet: angiv den aktive side</translation>
    </message>
    <message>
        <source>the phasing side declares its charges</source>
        <translation>den aktive side erklærer sine chok</translation>
    </message>
    <message>
        <source>the non-phasing side intercepts, then declares its charges</source>
        <translation>den ikke-aktive side opfanger og erklærer derefter sine chok</translation>
    </message>
    <message>
        <source>the phasing side may intercept the non-phasing side&apos;s charges</source>
        <translation>den aktive side må opfange den ikke-aktive sides chok</translation>
    </message>
    <message>
        <source>declarations closed: interceptions, then the phasing side&apos;s charges, then the non-phasing side&apos;s</source>
        <translation>erklæringer lukket: opfangninger, så den aktive sides chok, så den ikke-aktive sides</translation>
    </message>
    <message>
        <source>an interception by the side with the initiative</source>
        <translation>en opfangning af siden med initiativet</translation>
    </message>
    <message>
        <source>an interception</source>
        <translation>en opfangning</translation>
    </message>
    <message>
        <source>a charge of the phasing side</source>
        <translation>et chok af den aktive side</translation>
    </message>
    <message>
        <source>a charge of the non-phasing side</source>
        <translation>et chok af den ikke-aktive side</translation>
    </message>
    <message>
        <source>Charges are declared and carried out in the charge phase (VII)</source>
        <translation>Chok erklæres og gennemføres i chokfasen (VII)</translation>
    </message>
    <message>
        <source>Fill in: {subject}.</source>
        <translation>Udfyld: {subject}.</translation>
    </message>
    <message>
        <source>Answer the club reading first: {subject}</source>
        <translation>Besvar først klubbens fortolkning: {subject}</translation>
    </message>
    <message>
        <source>{subject}. Log it only by the umpire&apos;s ruling (tick “umpire&apos;s ruling”).</source>
        <translation>{subject}. Logfør kun ved dommerens kendelse (sæt flueben ved »dommerens kendelse«).</translation>
    </message>
    <message>
        <source>Tick it if the table shows it: {subject}</source>
        <translation>Sæt flueben hvis bordet viser det: {subject}</translation>
    </message>
    <message>
        <source>Charge phase opened: {phasing} phasing, {initiative} has the initiative; C-in-C: {commanders}</source>
        <translation>Chokfasen åbnet: {phasing} er aktiv, {initiative} har initiativet; øverstkommanderende: {commanders}</translation>
    </message>
    <message>
        <source>Club reading: {question} Answer: {answer}</source>
        <translation>Klubbens læsning: {question} Svar: {answer}</translation>
    </message>
    <message>
        <source>Charge declared: {charger} on {target}, massed column {mass}</source>
        <translation>Chok erklæret: {charger} mod {target}, massekolonne {mass}</translation>
    </message>
    <message>
        <source>Charge declared: {charger} on {target}</source>
        <translation>Chok erklæret: {charger} mod {target}</translation>
    </message>
    <message>
        <source>Interception declared: {charger} intercepts {target} (charge {number} cancelled), ordered by {commander}</source>
        <translation>Opfangning erklæret: {charger} opfanger {target} (chok {number} aflyst), beordret af {commander}</translation>
    </message>
    <message>
        <source>Charge {number}: {charger} moves to the point half-way between it and {target}</source>
        <translation>Chok {number}: {charger} rykker til punktet midt mellem sig og {target}</translation>
    </message>
    <message>
        <source>Charge {number}: {charger} moves half the distance to {target}</source>
        <translation>Chok {number}: {charger} rykker halvvejs mod {target}</translation>
    </message>
    <message>
        <source>Charge {number}: {target} passed its test and forms {formation}</source>
        <translation>Chok {number}: {target} bestod sin test og danner {formation}</translation>
    </message>
    <message>
        <source>Charge {number}: {target} fires; {charger} loses {lost} figure(s)</source>
        <translation>Chok {number}: {target} skyder; {charger} mister {lost} figur(er)</translation>
    </message>
    <message>
        <source>Charge {number}: {target} evades and stops in cover; it passes through {through}</source>
        <translation>Chok {number}: {target} viger og standser i dækning; den passerer gennem {through}</translation>
    </message>
    <message>
        <source>Charge {number}: {target} evades; it passes through {through}</source>
        <translation>Chok {number}: {target} viger; den passerer gennem {through}</translation>
    </message>
    <message>
        <source>Charge {number}: {target} evades and stops in cover</source>
        <translation>Chok {number}: {target} viger og standser i dækning</translation>
    </message>
    <message>
        <source>Charge {number}: {target} evades</source>
        <translation>Chok {number}: {target} viger</translation>
    </message>
    <message>
        <source>Charge {number}: {charger} catches the evaders; it takes its charge test</source>
        <translation>Chok {number}: {charger} indhenter de vigende; den tager sin choktest</translation>
    </message>
    <message>
        <source>Charge {number}: the evaders escape {charger}</source>
        <translation>Chok {number}: de vigende undslipper {charger}</translation>
    </message>
    <message>
        <source>Massed column {mass}: within 8 cm (5&quot;) of a column that broke: {near}</source>
        <translation>Massekolonne {mass}: inden for 8 cm (5&quot;) af en kolonne, der brød: {near}</translation>
    </message>
    <message>
        <source>Charge {number}: {charger} charges {target} instead</source>
        <translation>Chok {number}: {charger} chokerer {target} i stedet</translation>
    </message>
    <message>
        <source>Charge {number}: {unit} failed its formation test and is unformed</source>
        <translation>Chok {number}: {unit} bestod ikke sin formationstest og er uordnet</translation>
    </message>
    <message>
        <source>The crew of {unit} re-mans its guns: the battery is Low on Ammunition</source>
        <translation>Betjeningen af {unit} bemander sine kanoner igen: batteriet er lav på ammunition</translation>
    </message>
    <message>
        <source>Charge {number}: {reaction}</source>
        <translation>Chok {number}: {reaction}</translation>
    </message>
    <message>
        <source>Charge {number}: {end}</source>
        <translation>Chok {number}: {end}</translation>
    </message>
    <message>
        <source>confirmed by the umpire: {check}</source>
        <translation>bekræftet af dommeren: {check}</translation>
    </message>
    <message>
        <source>umpire&apos;s ruling: logged although {check} ({rule})</source>
        <translation>dommerens afgørelse: logført selv om {check} ({rule})</translation>
    </message>
    <message>
        <source>{check} ({rule})</source>
        <translation>{check} ({rule})</translation>
    </message>
    <message>
        <source>Phasing side</source>
        <translation>Aktiv side</translation>
    </message>
    <message>
        <source>Side with the initiative</source>
        <translation>Side med initiativet</translation>
    </message>
    <message>
        <source>C-in-C of {side}</source>
        <translation>Øverstkommanderende for {side}</translation>
    </message>
    <message>
        <source>Open the charge phase</source>
        <translation>Åbn chokfasen</translation>
    </message>
    <message>
        <source>Declare a charge of {side}</source>
        <translation>Erklær et chok for {side}</translation>
    </message>
    <message>
        <source>Charger</source>
        <translation>Chokerende enhed</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Massed column (a name; empty: none)</source>
        <translation>Massekolonne (et navn; tom: ingen)</translation>
    </message>
    <message>
        <source>Declare an interception by {side}</source>
        <translation>Erklær en opfangning for {side}</translation>
    </message>
    <message>
        <source>Intercepting cavalry</source>
        <translation>Opfangende kavaleri</translation>
    </message>
    <message>
        <source>Enemy charge intercepted</source>
        <translation>Fjendtligt chok der opfanges</translation>
    </message>
    <message>
        <source>charge {number}: {charger}</source>
        <translation>chok {number}: {charger}</translation>
    </message>
    <message>
        <source>Ordered by (C-in-C or brigade commander)</source>
        <translation>Beordret af (øverstkommanderende eller brigadechef)</translation>
    </message>
    <message>
        <source>The crew of {unit} re-mans the abandoned guns</source>
        <translation>Betjeningen af {unit} bemander de forladte kanoner igen</translation>
    </message>
    <message>
        <source>The club&apos;s reading</source>
        <translation>Klubbens fortolkning</translation>
    </message>
    <message>
        <source>{side} has declared its charges</source>
        <translation>{side} har erklæret sine chok</translation>
    </message>
    <message>
        <source>{side} has declared its interceptions and charges</source>
        <translation>{side} har erklæret sine opfangninger og chok</translation>
    </message>
    <message>
        <source>{side} has declared its interceptions: close them</source>
        <translation>{side} har erklæret sine opfangninger: luk erklæringerne</translation>
    </message>
    <message>
        <source>none of these</source>
        <translation>ingen af disse</translation>
    </message>
    <message>
        <source>{target} evades as</source>
        <translation>{target} viger som</translation>
    </message>
    <message>
        <source>Horse artillery: with its guns</source>
        <translation>Ridende artilleri: med sine kanoner</translation>
    </message>
    <message>
        <source>New formation</source>
        <translation>Ny formation</translation>
    </message>
    <message>
        <source>{charger} moves to the point half-way between it and {target}</source>
        <translation>{charger} rykker til punktet midt mellem sig og {target}</translation>
    </message>
    <message>
        <source>{charger} moves half the distance to {target}</source>
        <translation>{charger} rykker halvvejs mod {target}</translation>
    </message>
    <message>
        <source>Roll the formation change test of {target}</source>
        <translation>Slå formationsskiftetesten for {target}</translation>
    </message>
    <message>
        <source>{target} takes its new formation</source>
        <translation>{target} indtager sin nye formation</translation>
    </message>
    <message>
        <source>Defensive fire of {target} on {charger}</source>
        <translation>Forsvarsild fra {target} mod {charger}</translation>
    </message>
    <message>
        <source>Figures {charger} loses (from the book)</source>
        <translation>Figurer {charger} mister (fra bogen)</translation>
    </message>
    <message>
        <source>Reached cover and stopped there</source>
        <translation>Nåede dækning og standsede der</translation>
    </message>
    <message>
        <source>Friends it passed through</source>
        <translation>Egne enheder den passerede igennem</translation>
    </message>
    <message>
        <source>Unformed after evading (the text is silent)</source>
        <translation>Uordnet efter at have veget (teksten siger intet)</translation>
    </message>
    <message>
        <source>Disorders the friends it passes (the text is silent)</source>
        <translation>Bringer de egne enheder den passerer i uorden (teksten siger intet)</translation>
    </message>
    <message>
        <source>{target} evades its full evade distance</source>
        <translation>{target} viger sin fulde vigeafstand</translation>
    </message>
    <message>
        <source>{charger} catches the evaders</source>
        <translation>{charger} indhenter de vigende</translation>
    </message>
    <message>
        <source>The evaders are out of the reach of {charger}</source>
        <translation>De vigende er uden for rækkevidde af {charger}</translation>
    </message>
    <message>
        <source>{charger} charges another enemy unit instead</source>
        <translation>{charger} chokerer i stedet en anden fjendtlig enhed</translation>
    </message>
    <message>
        <source>New target</source>
        <translation>Nyt mål</translation>
    </message>
    <message>
        <source>Roll the charge test of {charger}</source>
        <translation>Slå chokmoraltesten for {charger}</translation>
    </message>
    <message>
        <source>Formed columns of the mass within 8 cm (5&quot;) of a column that wavered, retired or routed</source>
        <translation>Ordnede kolonner i massen inden for 8 cm (5&quot;) af en kolonne der vaklede, trak sig tilbage eller flygtede</translation>
    </message>
    <message>
        <source>Within 8 cm (5&quot;)</source>
        <translation>Inden for 8 cm (5&quot;)</translation>
    </message>
    <message>
        <source>Roll the massed-column formation test of {charger}</source>
        <translation>Slå formationstesten i massekolonne for {charger}</translation>
    </message>
    <message>
        <source>Roll the charge test of {target} (counter-charge)</source>
        <translation>Slå chokmoraltesten for {target} (modchok)</translation>
    </message>
    <message>
        <source>Roll the charge test of {target}</source>
        <translation>Slå chokmoraltesten for {target}</translation>
    </message>
    <message>
        <source>Roll the formation test of {unit} (evaders passed through it)</source>
        <translation>Slå formationstesten for {unit} (vigende passerede igennem den)</translation>
    </message>
    <message>
        <source>{unit} failed its formation test: it is unformed</source>
        <translation>{unit} bestod ikke sin formationstest: den er uordnet</translation>
    </message>
    <message>
        <source>charge {number} ({what}) is carried out first: interceptions, then the phasing side&apos;s charges, then the non-phasing side&apos;s</source>
        <translation>chok {number} ({what}) gennemføres først: opfangninger, så den aktive sides chok, så den ikke-aktive sides</translation>
    </message>
    <message>
        <source>charge decision</source>
        <translation>chokbeslutning</translation>
    </message>
    <message>
        <source>{unit} is not a unit of the roster</source>
        <translation>{unit} er ikke en enhed i styrkelisten</translation>
    </message>
    <message>
        <source>There is no charge {number} in this phase</source>
        <translation>Der er intet chok {number} i denne fase</translation>
    </message>
    <message>
        <source>charge {number} is at another step: {step}</source>
        <translation>chok {number} er ved et andet trin: {step}</translation>
    </message>
    <message>
        <source>Charges are declared already: void them first to change who is phasing</source>
        <translation>Der er allerede erklæret chok: annullér dem først for at skifte aktiv side</translation>
    </message>
    <message>
        <source>The charge phase needs the roster&apos;s two sides</source>
        <translation>Chokfasen kræver styrkelistens to sider</translation>
    </message>
    <message>
        <source>{commander} is no commander of {side}</source>
        <translation>{commander} er ikke chef for {side}</translation>
    </message>
    <message>
        <source>No C-in-C named for {side}: only its brigade commanders may order interceptions</source>
        <translation>Ingen øverstkommanderende angivet for {side}: kun dens brigadechefer må beordre opfangninger</translation>
    </message>
    <message>
        <source>Declarations are closed: an interception is declared right after the enemy&apos;s declarations, before any charge is carried out</source>
        <translation>Erklæringerne er lukket: en opfangning erklæres lige efter fjendens erklæringer, før noget chok gennemføres</translation>
    </message>
    <message>
        <source>Not now: {stage}</source>
        <translation>Ikke nu: {stage}</translation>
    </message>
    <message>
        <source>{unit} is not of {side}, which declares now: the non-phasing side declares after the phasing side</source>
        <translation>{unit} hører ikke til {side}, som erklærer nu: den ikke-aktive side erklærer efter den aktive side</translation>
    </message>
    <message>
        <source>Charge {number} is no enemy charge declared and standing</source>
        <translation>Chok {number} er ikke et erklæret og gældende fjendtligt chok</translation>
    </message>
    <message>
        <source>{unit} counter-charges: it takes a charge test too</source>
        <translation>{unit} modchokerer: den tager også en chokmoraltest</translation>
    </message>
    <message>
        <source>Figures lost is a number, 0 or more</source>
        <translation>Tabte figurer er et tal, 0 eller mere</translation>
    </message>
    <message>
        <source>{unit} is no friend of the evaders</source>
        <translation>{unit} er ikke en egen enhed for de vigende</translation>
    </message>
    <message>
        <source>Straight away from the enemy, at most 22° off, towards the nearest cover or friends; no manoeuvres or turns but to avoid friends or impassable ground; an evader that reaches cover stops there</source>
        <translation>Lige væk fra fjenden, højst 22° til siden, mod nærmeste dækning eller egne enheder; ingen manøvrer eller vendinger undtagen for at undgå egne enheder eller ufremkommeligt terræn; en vigende enhed der når dækning standser der</translation>
    </message>
    <message>
        <source>{charger} reaches base contact with the evaders with the rest of its charge move</source>
        <translation>{charger} når brikkontakt med de vigende med resten af sin chokbevægelse</translation>
    </message>
    <message>
        <source>Caught evaders are hit as routers and disperse</source>
        <translation>Indhentede vigende rammes som flygtende og opløses</translation>
    </message>
    <message>
        <source>{charger} did not pass its charge test; the text does not say what then becomes of caught evaders: tick to rule it so</source>
        <translation>{charger} bestod ikke sin chokmoraltest; teksten siger ikke hvad der så sker med indhentede vigende: sæt flueben for at afgøre det sådan</translation>
    </message>
    <message>
        <source>{unit} is no formed column of this mass that passed its charge test</source>
        <translation>{unit} er ikke en ordnet kolonne i denne masse, der bestod sin chokmoraltest</translation>
    </message>
    <message>
        <source>{target} is on the side of {unit}</source>
        <translation>{target} er på samme side som {unit}</translation>
    </message>
    <message>
        <source>{target} escaped the charge of {charger}: it may charge another enemy unit</source>
        <translation>{target} slap væk fra chokket af {charger}: den må chokere en anden fjendtlig enhed</translation>
    </message>
    <message>
        <source>{target} is inside the 22° arc of {charger} and within its charge move</source>
        <translation>{target} er inden for 22°-vinklen for {charger} og inden for dens chokbevægelse</translation>
    </message>
    <message>
        <source>The charge starts again on the new target: it reacts, then {charger} makes its half move</source>
        <translation>Chokket begynder forfra mod det nye mål: det reagerer, så rykker {charger} halvvejs</translation>
    </message>
    <message>
        <source>A unit that retires in the charge phase moves back half its retire distance at once</source>
        <translation>En enhed der trækker sig tilbage i chokfasen rykker straks halvdelen af sin tilbagetrækningsafstand tilbage</translation>
    </message>
    <message>
        <source>A unit that routs in the charge phase moves back half an involuntary move at once</source>
        <translation>En enhed der flygter i chokfasen flytter straks en halv ufrivillig bevægelse tilbage</translation>
    </message>
    <message>
        <source>Its neighbours in the massed column within 8 cm (5&quot;) take the massed-column formation test</source>
        <translation>Dens naboer i massekolonnen inden for 8 cm (5&quot;) tager formationstesten i massekolonne</translation>
    </message>
    <message>
        <source>{unit} owes no disorder from these evaders</source>
        <translation>{unit} skal ikke i uorden af disse vigende</translation>
    </message>
    <message>
        <source>{unit} has no abandoned guns</source>
        <translation>{unit} har ingen forladte kanoner</translation>
    </message>
    <message>
        <source>the enemy has passed through, left, or been thrown back from the guns</source>
        <translation>fjenden er passeret igennem, har forladt eller er kastet tilbage fra kanonerne</translation>
    </message>
    <message>
        <source>VII, charges (digest A.2)</source>
        <translation>VII, chok (digest A.2)</translation>
    </message>
    <message>
        <source>VII, interception charges (digest A.3)</source>
        <translation>VII, opfangningschok (digest A.3)</translation>
    </message>
    <message>
        <source>VII, evasion (digest A.4)</source>
        <translation>VII, at vige (digest A.4)</translation>
    </message>
    <message>
        <source>VII, note 7.12 (digest A.5)</source>
        <translation>VII, note 7.12 (digest A.5)</translation>
    </message>
    <message>
        <source>VII, designer&apos;s notes (digest A.5)</source>
        <translation>VII, designerens noter (digest A.5)</translation>
    </message>
    <message>
        <source>VII, massed columns (digest A.1)</source>
        <translation>VII, massekolonner (digest A.1)</translation>
    </message>
    <message>
        <source>a forum ruling, not the book (digest B.1)</source>
        <translation>en afgørelse fra et forum, ikke bogen (digest B.1)</translation>
    </message>
    <message>
        <source>VII, interception charges</source>
        <translation>VII, opfangningschok</translation>
    </message>
    <message>
        <source>VII, evasion</source>
        <translation>VII, at vige</translation>
    </message>
    <message>
        <source>VII, massed columns</source>
        <translation>VII, massekolonner</translation>
    </message>
    <message>
        <source>When must an interceptor be within charge distance of its target? The rule says at the start of the charge phase; the designer&apos;s note says at the start of the turn.</source>
        <translation>Hvornår skal en opfangende enhed være inden for chokafstand af sit mål? Reglen siger ved chokfasens begyndelse; designerens note siger ved turens begyndelse.</translation>
    </message>
    <message>
        <source>at the start of the charge phase</source>
        <translation>ved chokfasens begyndelse</translation>
    </message>
    <message>
        <source>at the start of the turn</source>
        <translation>ved turens begyndelse</translation>
    </message>
    <message>
        <source>Which charged units may counter-charge their attacker? Note 7.12 says a charged unit stands or counter-charges; a review of the 2nd edition says infantry cannot.</source>
        <translation>Hvilke angrebne enheder må modchokere deres angriber? Note 7.12 siger at en angrebet enhed står eller modchokerer; en anmeldelse af 2. udgave siger at infanteri ikke kan.</translation>
    </message>
    <message>
        <source>cavalry only</source>
        <translation>kun kavaleri</translation>
    </message>
    <message>
        <source>any charged unit</source>
        <translation>enhver angrebet enhed</translation>
    </message>
    <message>
        <source>Limbered artillery and Cossacks that evade through friends disorder them, and a formation test is compulsory. Does the test prevent the disorder, or is it taken after it?</source>
        <translation>Påprodset artilleri og kosakker der viger gennem egne enheder bringer dem i uorden, og en formationstest er obligatorisk. Forhindrer testen uordenen, eller tages den efter den?</translation>
    </message>
    <message>
        <source>the test prevents it: unformed only on a fail</source>
        <translation>testen forhindrer den: kun uordnet hvis den ikke bestås</translation>
    </message>
    <message>
        <source>it follows: unformed at once, then the test</source>
        <translation>den følger efter: straks uordnet, derefter testen</translation>
    </message>
    <message>
        <source>Which formation test do friends passed through by evaders take? The text does not say.</source>
        <translation>Hvilken formationstest tager egne enheder som vigende passerer igennem? Teksten siger det ikke.</translation>
    </message>
    <message>
        <source>the massed-column formation test (7+/8+/9+)</source>
        <translation>formationstesten i massekolonne (7+/8+/9+)</translation>
    </message>
    <message>
        <source>the formation test of your rulebook (outcome typed)</source>
        <translation>formationstesten i jeres regelbog (udfaldet indtastes)</translation>
    </message>
    <message>
        <source>Answer the club reading first: {question}</source>
        <translation>Besvar først klubbens fortolkning: {question}</translation>
    </message>
    <message>
        <source>the brigade general of {unit} is within command radius (the radius is in your rulebook)</source>
        <translation>brigadegeneralen for {unit} er inden for kommandoradius (radius står i jeres regelbog)</translation>
    </message>
    <message>
        <source>{target} is visible to {unit}</source>
        <translation>{target} er synlig for {unit}</translation>
    </message>
    <message>
        <source>{target} is within the charge reach of {unit}</source>
        <translation>{target} er inden for chokrækkevidden af {unit}</translation>
    </message>
    <message>
        <source>{target} is inside the 22° charge arc of {unit}</source>
        <translation>{target} er inden for 22°-chokvinklen for {unit}</translation>
    </message>
    <message>
        <source>the general&apos;s ability allows this charge (Deluxe: how many charges a general may declare depends on his ability; the numbers are in your rulebook)</source>
        <translation>generalens evner tillader dette chok (Deluxe: hvor mange chok en general må erklære afhænger af hans evner; tallene står i jeres regelbog)</translation>
    </message>
    <message>
        <source>{unit} has declared a charge this turn already (charge {number})</source>
        <translation>{unit} har allerede erklæret et chok i denne tur (chok {number})</translation>
    </message>
    <message>
        <source>{unit} is charged (charge {number}): a charged unit may not charge a third unit; it stands or counter-charges its attacker</source>
        <translation>{unit} er angrebet (chok {number}): en angrebet enhed må ikke chokere en tredje enhed; den står eller modchokerer sin angriber</translation>
    </message>
    <message>
        <source>{unit} is not cavalry: only cavalry may intercept (a)</source>
        <translation>{unit} er ikke kavaleri: kun kavaleri må opfange (a)</translation>
    </message>
    <message>
        <source>Name the commander of the side of {unit} who orders the interception: the C-in-C or its brigade commander (b)</source>
        <translation>Angiv chefen på siden for {unit} der beordrer opfangningen: den øverstkommanderende eller dens brigadechef (b)</translation>
    </message>
    <message>
        <source>{commander} has ordered an interception this turn already (charge {number}): one a turn, for one cavalry unit (b)</source>
        <translation>{commander} har allerede beordret en opfangning i denne tur (chok {number}): én pr. tur, for én kavalerienhed (b)</translation>
    </message>
    <message>
        <source>{commander} is neither the C-in-C nor the brigade commander of {unit}: a brigade commander orders interceptions only by his own brigade&apos;s cavalry (c)</source>
        <translation>{commander} er hverken øverstkommanderende eller brigadechef for {unit}: en brigadechef beordrer kun opfangninger med sin egen brigades kavaleri (c)</translation>
    </message>
    <message>
        <source>{unit} was within charge distance of {target} {when} (d)</source>
        <translation>{unit} var inden for chokafstand af {target} {when} (d)</translation>
    </message>
    <message>
        <source>the charge of {target} is itself an interception; the text does not say whether an interception may be intercepted: tick to rule that it may</source>
        <translation>chokket fra {target} er selv en opfangning; teksten siger ikke om en opfangning må opfanges: sæt flueben for at afgøre at den må</translation>
    </message>
    <message>
        <source>{unit} is unformed; the rule&apos;s example speaks of a formed cavalry unit</source>
        <translation>{unit} er uordnet; reglens eksempel taler om en ordnet kavalerienhed</translation>
    </message>
    <message>
        <source>{unit} is not cavalry: by the club&apos;s reading only cavalry counter-charges</source>
        <translation>{unit} er ikke kavaleri: efter klubbens fortolkning modchokerer kun kavaleri</translation>
    </message>
    <message>
        <source>the gap between {charger} and {unit} is more than half the charge move of {charger}</source>
        <translation>afstanden mellem {charger} og {unit} er mere end halvdelen af chokbevægelsen for {charger}</translation>
    </message>
    <message>
        <source>{unit} may not evade: only Cossacks, skirmishers, horse artillery, foot-artillery crews beside formed infantry or cover, and open-order infantry of 1792–1800 evade</source>
        <translation>{unit} må ikke vige: kun kosakker, tirailleurer, ridende artilleri, fodartilleriets betjening ved ordnet infanteri eller dækning og infanteri i spredt orden 1792–1800 viger</translation>
    </message>
    <message>
        <source>the roster does not hold {unit} as {troop} ({arm}, {type})</source>
        <translation>styrkelisten har ikke {unit} som {troop} ({arm}, {type})</translation>
    </message>
    <message>
        <source>{unit} may not evade as {troop}: {condition}</source>
        <translation>{unit} må ikke vige som {troop}: {condition}</translation>
    </message>
    <message>
        <source>{unit} may evade as {troop} here (the pack says: {condition})</source>
        <translation>{unit} må vige som {troop} her (pakken siger: {condition})</translation>
    </message>
    <message>
        <source>the battery of {unit} is in base contact with a formed friendly infantry unit or with cover</source>
        <translation>batteriet for {unit} er i brikkontakt med en ordnet egen infanterienhed eller med dækning</translation>
    </message>
    <message>
        <source>no evade-and-fire: only skirmishers charged by close-order infantry fire and then evade</source>
        <translation>ingen skyd-og-vig: kun tirailleurer angrebet af infanteri i sluttet orden skyder og viger derefter</translation>
    </message>
    <message>
        <source>{charger} is close-order infantry (not skirmishers)</source>
        <translation>{charger} er infanteri i sluttet orden (ikke tirailleurer)</translation>
    </message>
    <message>
        <source>Cossacks</source>
        <translation>kosakker</translation>
    </message>
    <message>
        <source>skirmishers</source>
        <translation>tirailleurer</translation>
    </message>
    <message>
        <source>horse artillery</source>
        <translation>ridende artilleri</translation>
    </message>
    <message>
        <source>foot-artillery crews</source>
        <translation>fodartilleriets betjening</translation>
    </message>
    <message>
        <source>open-order infantry</source>
        <translation>infanteri i spredt orden</translation>
    </message>
</context>
<context>
    <name>dice</name>
    <message>
        <source>{spec} needs {count} dice, got {got}</source>
        <translation>{spec} kræver {count} terninger, fik {got}</translation>
    </message>
    <message>
        <source>die {index} shows {face}: faces run from 1 to {sides}</source>
        <translation>terning {index} viser {face}: øjnene går fra 1 til {sides}</translation>
    </message>
    <message>
        <source>{text!r} is not a die face</source>
        <translation>{text!r} er ikke et terningøje</translation>
    </message>
</context>
<context>
    <name>labels</name>
    <message>
        <source>infantry</source>
        <translation>infanteri</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>kavaleri</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artilleri</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>forsyning</translation>
    </message>
    <message>
        <source>waggon</source>
        <translation>trænvogn</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linie</translation>
    </message>
    <message>
        <source>light</source>
        <translation>let</translation>
    </message>
    <message>
        <source>guard</source>
        <translation>garde</translation>
    </message>
    <message>
        <source>heavy</source>
        <translation>tung</translation>
    </message>
    <message>
        <source>lancers</source>
        <translation>lansenerer</translation>
    </message>
    <message>
        <source>foot</source>
        <translation>fod</translation>
    </message>
    <message>
        <source>horse</source>
        <translation>ridende</translation>
    </message>
    <message>
        <source>attack column</source>
        <translation>angrebskolonne</translation>
    </message>
    <message>
        <source>column of march</source>
        <translation>marchkolonne</translation>
    </message>
    <message>
        <source>square</source>
        <translation>karré</translation>
    </message>
    <message>
        <source>battalion mass</source>
        <translation>bataljonsmasse</translation>
    </message>
    <message>
        <source>huddle</source>
        <translation>hob</translation>
    </message>
    <message>
        <source>skirmish line</source>
        <translation>kæde</translation>
    </message>
    <message>
        <source>work</source>
        <translation>arbejde</translation>
    </message>
    <message>
        <source>rest</source>
        <translation>hvil</translation>
    </message>
    <message>
        <source>no formation</source>
        <translation>ingen formation</translation>
    </message>
    <message>
        <source>limbered</source>
        <translation>påprodset</translation>
    </message>
    <message>
        <source>unlimbered</source>
        <translation>afprodset</translation>
    </message>
    <message>
        <source>side</source>
        <translation>side</translation>
    </message>
    <message>
        <source>commander</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>enhed</translation>
    </message>
    <message>
        <source>orderly</source>
        <translation>ordonnans</translation>
    </message>
    <message>
        <source>ordered</source>
        <translation>i orden</translation>
    </message>
    <message>
        <source>LD</source>
        <translation>LU</translation>
    </message>
    <message>
        <source>MD</source>
        <translation>U</translation>
    </message>
    <message>
        <source>FD</source>
        <translation>FU</translation>
    </message>
    <message>
        <source>formed</source>
        <translation>ordnet</translation>
    </message>
    <message>
        <source>unformed</source>
        <translation>uordnet</translation>
    </message>
    <message>
        <source>army</source>
        <translation>hær</translation>
    </message>
    <message>
        <source>corps</source>
        <translation>korps</translation>
    </message>
    <message>
        <source>division</source>
        <translation>division</translation>
    </message>
    <message>
        <source>brigade</source>
        <translation>brigade</translation>
    </message>
    <message>
        <source>particularly effective</source>
        <translation>særligt effektiv</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>almindelig</translation>
    </message>
    <message>
        <source>particularly ineffective</source>
        <translation>særligt ineffektiv</translation>
    </message>
    <message>
        <source>gifted</source>
        <translation>begavet</translation>
    </message>
    <message>
        <source>average</source>
        <translation>gennemsnitlig</translation>
    </message>
    <message>
        <source>inept</source>
        <translation>udygtig</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>ilmarch</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>storm</translation>
    </message>
    <message>
        <source>split</source>
        <translation>del</translation>
    </message>
    <message>
        <source>assemble</source>
        <translation>saml</translation>
    </message>
    <message>
        <source>written</source>
        <translation>skrevet</translation>
    </message>
    <message>
        <source>needs ordering roll</source>
        <translation>kræver ordrekast</translation>
    </message>
    <message>
        <source>followed</source>
        <translation>fulgt</translation>
    </message>
    <message>
        <source>not followed</source>
        <translation>ikke fulgt</translation>
    </message>
    <message>
        <source>fired</source>
        <translation>har skudt</translation>
    </message>
    <message>
        <source>fired at</source>
        <translation>beskudt</translation>
    </message>
    <message>
        <source>continued fire</source>
        <translation>fortsat skydning</translation>
    </message>
    <message>
        <source>passed through</source>
        <translation>gennemmarcheret</translation>
    </message>
    <message>
        <source>fast march</source>
        <translation>ilmarch</translation>
    </message>
    <message>
        <source>changed formation</source>
        <translation>skiftet formation</translation>
    </message>
    <message>
        <source>charged</source>
        <translation>har stormet</translation>
    </message>
    <message>
        <source>attacked</source>
        <translation>har angrebet</translation>
    </message>
    <message>
        <source>defended</source>
        <translation>har forsvaret</translation>
    </message>
    <message>
        <source>put opponent into FD</source>
        <translation>satte modstander i FU</translation>
    </message>
    <message>
        <source>as ordered</source>
        <translation>som befalet</translation>
    </message>
    <message>
        <source>only in part</source>
        <translation>kun delvis</translation>
    </message>
    <message>
        <source>not carried out</source>
        <translation>ikke udført</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>bevægelse</translation>
    </message>
    <message>
        <source>charged: stands or counter-charges</source>
        <translation>angrebet: står eller modchokerer</translation>
    </message>
    <message>
        <source>guns abandoned</source>
        <translation>kanoner forladt</translation>
    </message>
    <message>
        <source>Low on Ammunition</source>
        <translation>lav på ammunition</translation>
    </message>
    <message>
        <source>dispersed</source>
        <translation>opløst</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>angriber</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>forsvarer</translation>
    </message>
    <message>
        <source>loss</source>
        <translation>tab</translation>
    </message>
    <message>
        <source>moral</source>
        <translation>moral</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>kast</translation>
    </message>
    <message>
        <source>console</source>
        <translation>konsol</translation>
    </message>
    <message>
        <source>typed</source>
        <translation>indtastet</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>figurer</translation>
    </message>
    <message>
        <source>gunners</source>
        <translation>artillerister</translation>
    </message>
    <message>
        <source>valour</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>disorder</source>
        <translation>uorden</translation>
    </message>
    <message>
        <source>formation</source>
        <translation>formation</translation>
    </message>
    <message>
        <source>supplies left</source>
        <translation>forsyninger tilbage</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>marksmen</source>
        <translation>trænede skytter</translation>
    </message>
    <message>
        <source>name</source>
        <translation>navn</translation>
    </message>
    <message>
        <source>figures at the start</source>
        <translation>figurer ved start</translation>
    </message>
    <message>
        <source>gunners at the start</source>
        <translation>artillerister ved start</translation>
    </message>
    <message>
        <source>valour at the start</source>
        <translation>valeur ved start</translation>
    </message>
    <message>
        <source>commander fallen</source>
        <translation>chef falden</translation>
    </message>
    <message>
        <source>commander&apos;s rating</source>
        <translation>chefens kvalitet</translation>
    </message>
    <message>
        <source>commander replaced by</source>
        <translation>chef erstattet af</translation>
    </message>
    <message>
        <source>commander&apos;s name</source>
        <translation>chefens navn</translation>
    </message>
    <message>
        <source>commander&apos;s level</source>
        <translation>chefens niveau</translation>
    </message>
    <message>
        <source>superior commander</source>
        <translation>overordnet chef</translation>
    </message>
    <message>
        <source>orderly fallen</source>
        <translation>ordonnans faldet</translation>
    </message>
    <message>
        <source>orderly removed for his commander</source>
        <translation>ordonnans fjernet for sin chef</translation>
    </message>
    <message>
        <source>orderly&apos;s name</source>
        <translation>ordonnansens navn</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordre</translation>
    </message>
    <message>
        <source>figures lost</source>
        <translation>tabte figurer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nej</translation>
    </message>
    <message>
        <source>unlimited</source>
        <translation>ubegrænset</translation>
    </message>
    <message>
        <source>{who}: “{flag}” removed</source>
        <translation>{who}: »{flag}« fjernet</translation>
    </message>
    <message>
        <source>{who}: “{flag}” (until bound {bound}) removed</source>
        <translation>{who}: »{flag}« (til og med træk {bound}) fjernet</translation>
    </message>
    <message>
        <source>{who}: “{flag}” set</source>
        <translation>{who}: »{flag}« sat</translation>
    </message>
    <message>
        <source>{who}: “{flag}” until bound {bound}</source>
        <translation>{who}: »{flag}« til og med træk {bound}</translation>
    </message>
    <message>
        <source>side {who}: penalty {value} until bound {bound}</source>
        <translation>side {who}: fradrag {value} til og med træk {bound}</translation>
    </message>
    <message>
        <source>{who}: {part} of a figure lost, summed with this phase&apos;s other losses (3.1.5)</source>
        <translation>{who}: {part} figur tabt, lagt sammen med fasens øvrige tab (3.1.5)</translation>
    </message>
    <message>
        <source>side {who}: penalty {value} (until bound {bound}) removed</source>
        <translation>side {who}: fradrag {value} (til og med træk {bound}) fjernet</translation>
    </message>
    <message>
        <source>{who}: {what} {old} → {new}</source>
        <translation>{who}: {what}: {old} → {new}</translation>
    </message>
    <message>
        <source>{who}: figure removed, his commander placed where it stood (1.1.4)</source>
        <translation>{who}: figuren fjernet, hans chef sat, hvor den stod (1.1.4)</translation>
    </message>
    <message>
        <source>{who}: figure back on the table, the replacement voided (1.1.4)</source>
        <translation>{who}: figuren tilbage på bordet, erstatningen annulleret (1.1.4)</translation>
    </message>
    <message>
        <source>Side penalty after a fallen staff figure</source>
        <translation>Fradrag for egen side efter faldet stabsfigur</translation>
    </message>
    <message>
        <source>typed from the book: {entries}</source>
        <translation>indtastet fra bogen: {entries}</translation>
    </message>
    <message>
        <source>{who} loses {figures}</source>
        <translation>{who} mister {figures}</translation>
    </message>
    <message>
        <source>{who} to {disorder}</source>
        <translation>{who} til {disorder}</translation>
    </message>
    <message>
        <source>{who} falls</source>
        <translation>{who} falder</translation>
    </message>
    <message>
        <source>side penalty {value} for {who}</source>
        <translation>sidefradrag {value} for {who}</translation>
    </message>
    <message>
        <source>commander {who} replaced</source>
        <translation>chef {who} erstattet</translation>
    </message>
    <message>
        <source>rating {value} for {who}</source>
        <translation>kvalitet {value} for {who}</translation>
    </message>
    <message>
        <source>{who} side penalty {value}</source>
        <translation>{who} sidefradrag {value}</translation>
    </message>
    <message>
        <source>{who} order followed</source>
        <translation>{who} ordre fulgt</translation>
    </message>
    <message>
        <source>{who} order not followed</source>
        <translation>{who} ordre ikke fulgt</translation>
    </message>
    <message>
        <source>{who} commander replaced</source>
        <translation>{who} chef erstattet</translation>
    </message>
    <message>
        <source>{who} rating {value}</source>
        <translation>{who} kvalitet {value}</translation>
    </message>
    <message>
        <source>falls</source>
        <translation>falder</translation>
    </message>
    <message>
        <source>side penalty {value}</source>
        <translation>sidefradrag {value}</translation>
    </message>
    <message>
        <source>order followed</source>
        <translation>ordre fulgt</translation>
    </message>
    <message>
        <source>order not followed</source>
        <translation>ordre ikke fulgt</translation>
    </message>
    <message>
        <source>commander replaced</source>
        <translation>chef erstattet</translation>
    </message>
    <message>
        <source>rating {value}</source>
        <translation>kvalitet {value}</translation>
    </message>
    <message>
        <source>umpire&apos;s ruling (1.1.9): rolled anyway although {unit}: {reason}</source>
        <translation>dommerens afgørelse (1.1.9): slået alligevel, selv om {unit}: {reason}</translation>
    </message>
    <message>
        <source>umpire&apos;s ruling (1.1.9): done although {unit}: {reason}</source>
        <translation>dommerens afgørelse (1.1.9): udført alligevel, selv om {unit}: {reason}</translation>
    </message>
    <message>
        <source>defender {unit} fought as an attacker, Table 8&apos;s attacker column: {reason}</source>
        <translation>forsvareren {unit} kæmpede som angriber, angriberkolonnen i Skema 8: {reason}</translation>
    </message>
    <message>
        <source>defender {unit} fought as defender despite its attack order: {reason}</source>
        <translation>forsvareren {unit} kæmpede som forsvarer trods sin angrebsordre: {reason}</translation>
    </message>
    <message>
        <source>defender {unit} read Table 8&apos;s attacker column by the umpire&apos;s ruling (1.1.9)</source>
        <translation>forsvareren {unit} brugte angriberkolonnen i Skema 8 efter dommerens afgørelse (1.1.9)</translation>
    </message>
    <message>
        <source>defender {unit} read Table 8&apos;s defender column by the umpire&apos;s ruling (1.1.9)</source>
        <translation>forsvareren {unit} brugte forsvarerkolonnen i Skema 8 efter dommerens afgørelse (1.1.9)</translation>
    </message>
    <message>
        <source>the rules&apos; reading: {reason}</source>
        <translation>reglernes læsning: {reason}</translation>
    </message>
    <message>
        <source>{role}: {table} {row} unset</source>
        <translation>{role}: {table} {row} ukendt</translation>
    </message>
    <message>
        <source>{role}: {table} {row} unset ×{count}</source>
        <translation>{role}: {table} {row} ukendt ×{count}</translation>
    </message>
    <message>
        <source>{role}: {table}, “{factor}”: unset in the pack, left out of the total</source>
        <translation>{role}: {table}, »{factor}«: ukendt i regelpakken, ikke med i summen</translation>
    </message>
    <message>
        <source>{role}: {table}, “{factor}” ×{count}: unset in the pack, left out of the total</source>
        <translation>{role}: {table}, »{factor}« ×{count}: ukendt i regelpakken, ikke med i summen</translation>
    </message>
    <message>
        <source>Table {n}</source>
        <translation>Skema {n}</translation>
    </message>
    <message>
        <source>{low} to {high}</source>
        <translation>{low} til {high}</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Regel {rule}</translation>
    </message>
</context>
<context>
    <name>orders</name>
    <message>
        <source>in full disorder (FD): cannot take orders (1.1.2)</source>
        <translation>i fuldstændig uorden (FU): kan ikke få ordrer (1.1.2)</translation>
    </message>
    <message>
        <source>more than 30 cm from its immediate commander (1.1.3)</source>
        <translation>mere end 30 cm fra sin umiddelbare chef (1.1.3)</translation>
    </message>
    <message>
        <source>changes formation while in LD or MD (1.1.3)</source>
        <translation>skifter formation i LU eller U (1.1.3)</translation>
    </message>
    <message>
        <source>changes formation within 30 cm of a formed enemy unit (1.1.3)</source>
        <translation>skifter formation inden for 30 cm af en sluttet fjendtlig enhed (1.1.3)</translation>
    </message>
</context>
<context>
    <name>packs</name>
    <message>
        <source>{value} is beyond what a table of the rules holds (-{limit} to {limit})</source>
        <translation>{value} er uden for, hvad et skema i reglerne rummer (-{limit} til {limit})</translation>
    </message>
    <message>
        <source>a cell is a whole number, &apos;-&apos;, &apos;?&apos; or &apos;±N&apos;, not true/false</source>
        <translation>et felt er et helt tal, &apos;-&apos;, &apos;?&apos; eller &apos;±N&apos;, ikke true/false</translation>
    </message>
    <message>
        <source>{raw} is not a cell: write a whole number, &apos;-&apos; (does not apply), &apos;?&apos; (unset) or &apos;±N&apos; (value given by the situation)</source>
        <translation>{raw} er ikke et gyldigt felt: skriv et helt tal, &apos;-&apos; (gælder ikke), &apos;?&apos; (ukendt) eller &apos;±N&apos; (værdi efter situationen)</translation>
    </message>
    <message>
        <source>column {column}: {problem}</source>
        <translation>kolonne {column}: {problem}</translation>
    </message>
    <message>
        <source>column {column}: {raw} is a number in quotes: write it without them ({column} = {number})</source>
        <translation>kolonne {column}: {raw} er et tal i anførselstegn: skriv det uden dem ({column} = {number})</translation>
    </message>
    <message>
        <source>row {row}: key used twice (give each row a key of its own)</source>
        <translation>række {row}: nøglen er brugt to gange (giv hver række sin egen nøgle)</translation>
    </message>
    <message>
        <source>row {row}: values must name exactly the columns {columns}; missing {missing}</source>
        <translation>række {row}: values skal nævne netop kolonnerne {columns}; mangler {missing}</translation>
    </message>
    <message>
        <source>row {row}: values must name exactly the columns {columns}; unknown {unknown}</source>
        <translation>række {row}: values skal nævne netop kolonnerne {columns}; ukendte {unknown}</translation>
    </message>
    <message>
        <source>row {row}: values must name exactly the columns {columns}; missing {missing}; unknown {unknown}</source>
        <translation>række {row}: values skal nævne netop kolonnerne {columns}; mangler {missing}; ukendte {unknown}</translation>
    </message>
    <message>
        <source>band {low}-{high}: min is greater than max</source>
        <translation>interval {low}-{high}: min er større end max</translation>
    </message>
    <message>
        <source>an outcome key is used twice</source>
        <translation>en udfaldsnøgle er brugt to gange</translation>
    </message>
    <message>
        <source>band {band}: outcome {outcome} is not among the outcomes</source>
        <translation>interval {band}: udfaldet {outcome} er ikke blandt udfaldene</translation>
    </message>
    <message>
        <source>band {band} column {column}: outcome {outcome} is not among the outcomes</source>
        <translation>interval {band} kolonne {column}: udfaldet {outcome} er ikke blandt udfaldene</translation>
    </message>
    <message>
        <source>bands {first} and {second} overlap (a total is in one band only: end the one before where the next begins)</source>
        <translation>intervallerne {first} og {second} overlapper (en sum hører til ét interval: lad det første slutte, før det næste begynder)</translation>
    </message>
    <message>
        <source>bands {first} and {second} in column {column} overlap (a total is in one band only: end the one before where the next begins)</source>
        <translation>intervallerne {first} og {second} i kolonnen {column} overlapper (en sum hører til ét interval: lad det første slutte, før det næste begynder)</translation>
    </message>
    <message>
        <source>{gap} is not covered by any band, between {first} and {second} (add a band, with outcome &apos;?&apos; if it is not known)</source>
        <translation>{gap} er ikke dækket af noget interval, mellem {first} og {second} (tilføj et interval med udfaldet &apos;?&apos;, hvis det ikke er kendt)</translation>
    </message>
    <message>
        <source>{gap} in column {column} is not covered by any band, between {first} and {second} (add a band, with outcome &apos;?&apos; if it is not known)</source>
        <translation>{gap} i kolonnen {column} er ikke dækket af noget interval, mellem {first} og {second} (tilføj et interval med udfaldet &apos;?&apos;, hvis det ikke er kendt)</translation>
    </message>
    <message>
        <source>no such pack file, and no shipped pack has that id ({known})</source>
        <translation>der er ingen sådan pakkefil, og ingen medfølgende regelpakke har det id ({known})</translation>
    </message>
    <message>
        <source>cannot read the file: {error}</source>
        <translation>filen kan ikke læses: {error}</translation>
    </message>
    <message>
        <source>not valid TOML: {error}</source>
        <translation>ikke gyldig TOML: {error}</translation>
    </message>
    <message>
        <source>its content no longer matches the hash it was stored with ({hash}…): it was changed outside the console</source>
        <translation>dens indhold passer ikke længere med den hash, den blev gemt med ({hash}…): den er ændret uden for konsollen</translation>
    </message>
    <message>
        <source>not valid TOML: {error}: {help}</source>
        <translation>ikke gyldig TOML: {error}: {help}</translation>
    </message>
    <message>
        <source>Invalid value (at line {line}, column {column})</source>
        <translation>ugyldig værdi (i linje {line}, kolonne {column})</translation>
    </message>
    <message>
        <source>Expected &apos;=&apos; after a key in a key/value pair (at line {line}, column {column})</source>
        <translation>&apos;=&apos; mangler efter en nøgle (i linje {line}, kolonne {column})</translation>
    </message>
    <message>
        <source>Cannot overwrite a value (at line {line}, column {column})</source>
        <translation>en værdi er givet igen (i linje {line}, kolonne {column})</translation>
    </message>
    <message>
        <source>{place}: {advice}</source>
        <translation>{place}: {advice}</translation>
    </message>
    <message>
        <source>write a number as it is ({field} = -1) and any other cell in quotes ({field} = &quot;?&quot;, &quot;-&quot; or &quot;±2&quot;)</source>
        <translation>skriv et tal, som det er ({field} = -1), og ethvert andet felt i anførselstegn ({field} = &quot;?&quot;, &quot;-&quot; eller &quot;±2&quot;)</translation>
    </message>
    <message>
        <source>a line is a field and its value: name = value</source>
        <translation>en linje er en nøgle og dens værdi: navn = værdi</translation>
    </message>
    <message>
        <source>a key outside quotes is written with a-z, A-Z, 0-9, _ and - only (æ, ø, å as ae, oe, aa)</source>
        <translation>en nøgle uden anførselstegn skrives kun med a-z, A-Z, 0-9, _ og - (æ, ø, å som ae, oe, aa)</translation>
    </message>
    <message>
        <source>given twice: keep one</source>
        <translation>givet to gange: behold den ene</translation>
    </message>
    <message>
        <source>this is a roster, not a rule pack: give it to --roster (or import-roster); {argument}</source>
        <translation>dette er en styrkeliste, ikke en regelpakke: vælg den som styrkeliste</translation>
    </message>
    <message>
        <source>unknown field (check the spelling)</source>
        <translation>ukendt nøgle (tjek stavningen)</translation>
    </message>
    <message>
        <source>required field is missing</source>
        <translation>en påkrævet nøgle mangler</translation>
    </message>
    <message>
        <source>field kind: {tag} is not one of {expected}</source>
        <translation>nøglen kind: {tag} er ikke en af {expected}</translation>
    </message>
    <message>
        <source>field kind is missing (factors, bands, threshold or reference)</source>
        <translation>nøglen kind mangler (factors, bands, threshold eller reference)</translation>
    </message>
    <message>
        <source>{typed} is not a key: write lower-case a-z, digits and _ only (æ, ø, å as ae, oe, aa: {suggestion})</source>
        <translation>{typed} er ikke en gyldig nøgle: skriv kun små a-z, cifre og _ (æ, ø, å som ae, oe, aa: {suggestion})</translation>
    </message>
    <message>
        <source>{value} is not a whole number</source>
        <translation>{value} er ikke et helt tal</translation>
    </message>
    <message>
        <source>{value} is not text</source>
        <translation>{value} er ikke tekst</translation>
    </message>
    <message>
        <source>table {name}</source>
        <translation>skema {name}</translation>
    </message>
    <message>
        <source>roll {name}</source>
        <translation>kasttype {name}</translation>
    </message>
    <message>
        <source>row {name}</source>
        <translation>række {name}</translation>
    </message>
    <message>
        <source>band {name}</source>
        <translation>interval {name}</translation>
    </message>
    <message>
        <source>outcome {name}</source>
        <translation>udfald {name}</translation>
    </message>
    <message>
        <source>phase {name}</source>
        <translation>fase {name}</translation>
    </message>
    <message>
        <source>sub-phase {name}</source>
        <translation>delfase {name}</translation>
    </message>
    <message>
        <source>role {name}</source>
        <translation>rolle {name}</translation>
    </message>
    <message>
        <source>item {name}</source>
        <translation>element {name}</translation>
    </message>
    <message>
        <source>field {name}</source>
        <translation>nøgle {name}</translation>
    </message>
    <message>
        <source>the file</source>
        <translation>filen</translation>
    </message>
    <message>
        <source>roll {roll}: result table {table} is not in the pack (put the table back, with &apos;?&apos; in the cells not known, or name a table of the pack)</source>
        <translation>kasttype {roll}: resultatskemaet {table} er ikke i regelpakken (sæt skemaet ind igen, med &apos;?&apos; i de felter, der ikke er kendt, eller nævn et skema i pakken)</translation>
    </message>
    <message>
        <source>roll {roll}: result {table} is not a result table</source>
        <translation>kasttype {roll}: resultatet {table} er ikke et resultatskema</translation>
    </message>
    <message>
        <source>roll {roll}, role {role}: {ref}: table {table} is not in the pack (put the table back, with &apos;?&apos; in the cells not known, or name a table of the pack)</source>
        <translation>kasttype {roll}, rolle {role}: {ref}: skema {table} er ikke i regelpakken (sæt skemaet ind igen, med &apos;?&apos; i de felter, der ikke er kendt, eller nævn et skema i pakken)</translation>
    </message>
    <message>
        <source>roll {roll}, role {role}: {ref} is not &apos;table:column&apos; of a factor table in this pack</source>
        <translation>kasttype {roll}, rolle {role}: {ref} er ikke &apos;skema:kolonne&apos; i et faktorskema i denne regelpakke</translation>
    </message>
    <message>
        <source>roll {roll}, field steps: {step} is not a phase or &apos;phase/sub-phase&apos; of this pack (its steps: {steps})</source>
        <translation>kasttype {roll}, nøgle steps: {step} er ikke en fase eller &apos;fase/delfase&apos; i denne regelpakke (dens trin: {steps})</translation>
    </message>
    <message>
        <source>schema_version is missing (this console writes {version})</source>
        <translation>schema_version mangler (denne konsol skriver {version})</translation>
    </message>
    <message>
        <source>schema_version {given} is newer than this console understands ({version}); update ba-console to use this pack</source>
        <translation>schema_version {given} er nyere, end denne konsol forstår ({version}); opdatér ba-console for at bruge denne regelpakke</translation>
    </message>
</context>
<context>
    <name>play</name>
    <message>
        <source>the ordering roll failed: no part of the order (1.1.3)</source>
        <translation>ordrekastet slog fejl: ingen del af ordren (1.1.3)</translation>
    </message>
    <message>
        <source>{outcome} is not what a unit does of its order ({known})</source>
        <translation>{outcome} er ikke noget, en enhed gør af sin ordre ({known})</translation>
    </message>
    <message>
        <source>{unit} is not a unit of this game</source>
        <translation>{unit} er ikke en enhed i dette spil</translation>
    </message>
    <message>
        <source>{unit} cannot march through itself</source>
        <translation>{unit} kan ikke marchere gennem sig selv</translation>
    </message>
</context>
<context>
    <name>printing</name>
    <message>
        <source>Unit</source>
        <translation>Enhed</translation>
    </message>
    <message>
        <source>Order (as written)</source>
        <translation>Ordre (som skrevet)</translation>
    </message>
    <message>
        <source>March to / cm / rate</source>
        <translation>March til / cm / marchlængde</translation>
    </message>
    <message>
        <source>Formation</source>
        <translation>Formation</translation>
    </message>
    <message>
        <source>Split / assemble</source>
        <translation>Deling / samling</translation>
    </message>
    <message>
        <source>Attack: target / charge / position</source>
        <translation>Angreb: mål / storm / position</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Andet</translation>
    </message>
    <message>
        <source>Fast march or charge, movement limits and the target of an attack must be written (1.1.2). Units in FD take no orders.</source>
        <translation>Ilmarch eller storm, bevægelsesgrænser og angrebets mål skal skrives (1.1.2). Enheder i FU får ingen ordrer.</translation>
    </message>
    <message>
        <source>Order sheet</source>
        <translation>Ordreskema</translation>
    </message>
    <message>
        <source>Bound</source>
        <translation>Træk</translation>
    </message>
    <message>
        <source>now</source>
        <translation>nu</translation>
    </message>
    <message>
        <source>Seal of bound %1: %2. Check it against the one you wrote down, and keep this sheet: &apos;ba-console verify --seals&apos; proves the log against it.</source>
        <translation>Segl for træk %1: %2. Sammenlign det med det, du skrev ned, og gem dette skema: &apos;ba-console verify --seals&apos; prøver loggen mod det.</translation>
    </message>
    <message>
        <source>Blank order sheets</source>
        <translation>Tomme ordreskemaer</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <source>unit in MD cannot fire (3.1.1)</source>
        <translation>enhed i U kan ikke skyde (3.1.1)</translation>
    </message>
    <message>
        <source>unit in FD cannot fire (3.1.1)</source>
        <translation>enhed i FU kan ikke skyde (3.1.1)</translation>
    </message>
    <message>
        <source>unit without supplies cannot fire (5.5.3)</source>
        <translation>enhed uden forsyninger kan ikke skyde (5.5.3)</translation>
    </message>
    <message>
        <source>unit used fast march this bound: cannot fire (2.3.2)</source>
        <translation>enheden har brugt ilmarch i dette træk: kan ikke skyde (2.3.2)</translation>
    </message>
    <message>
        <source>unit was passed through this bound: cannot fire (1.1.1)</source>
        <translation>enheden er blevet gennemmarcheret i dette træk: kan ikke skyde (1.1.1)</translation>
    </message>
    <message>
        <source>unit fired in the continued-fire phase: cannot fire again this bound (1.1.1)</source>
        <translation>enheden skød i fasen for fortsat skydning: kan ikke skyde igen i dette træk (1.1.1)</translation>
    </message>
    <message>
        <source>continued fire is only at the target the unit fired at in the last bound (1.1.1)</source>
        <translation>fortsat skydning kun mod det mål, enheden skød på i sidste træk (1.1.1)</translation>
    </message>
    <message>
        <source>unit at work cannot fire (1.3.5)</source>
        <translation>enhed i arbejde kan ikke skyde (1.3.5)</translation>
    </message>
    <message>
        <source>unit at rest cannot fire (1.3.6)</source>
        <translation>enhed i hvil kan ikke skyde (1.3.6)</translation>
    </message>
    <message>
        <source>a battery fires by artillery fire, Table 7 (3.1.1): its gunners do not fire on their own (1.3.4)</source>
        <translation>et batteri skyder med artilleriild, skema 7 (3.1.1): dets artillerister skyder ikke selv (1.3.4)</translation>
    </message>
    <message>
        <source>only a battery fires by artillery fire: this unit fires by hand weapons, Table 6 (3.1.1)</source>
        <translation>kun et batteri skyder med artilleriild: denne enhed skyder med håndvåben, skema 6 (3.1.1)</translation>
    </message>
    <message>
        <source>units of fire, all {n} firing: {units} (3.1.1)</source>
        <translation>skydeenheder, alle {n} skyder: {units} (3.1.1)</translation>
    </message>
    <message>
        <source>unit in MD cannot attack (4.1.1)</source>
        <translation>enhed i U kan ikke angribe (4.1.1)</translation>
    </message>
    <message>
        <source>unit in FD cannot attack (4.1.1)</source>
        <translation>enhed i FU kan ikke angribe (4.1.1)</translation>
    </message>
    <message>
        <source>a huddle cannot attack (1.3.1, 4.1.1)</source>
        <translation>en hob kan ikke angribe (1.3.1, 4.1.1)</translation>
    </message>
    <message>
        <source>unit used fast march this bound: cannot attack (2.3.2)</source>
        <translation>enheden har brugt ilmarch i dette træk: kan ikke angribe (2.3.2)</translation>
    </message>
    <message>
        <source>unit in FD cannot take orders (1.1.2)</source>
        <translation>enhed i FU kan ikke få ordrer (1.1.2)</translation>
    </message>
    <message>
        <source>unit in LD cannot charge (2.3.3)</source>
        <translation>enhed i LU kan ikke storme (2.3.3)</translation>
    </message>
    <message>
        <source>unit charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)</source>
        <translation>enheden stormede i træk {bound}: der skal gå 4 træk, før den kan storme igen (2.3.3)</translation>
    </message>
    <message>
        <source>unit without supplies: -2 in melee, and by the Danish text it can only take prisoners (5.5.3)</source>
        <translation>enhed uden forsyninger: -2 i nærkamp, og efter den danske tekst kan den kun tage fanger (5.5.3)</translation>
    </message>
    <message>
        <source>unit at work cannot attack (1.3.5)</source>
        <translation>enhed i arbejde kan ikke angribe (1.3.5)</translation>
    </message>
    <message>
        <source>unit at rest cannot attack (1.3.6)</source>
        <translation>enhed i hvil kan ikke angribe (1.3.6)</translation>
    </message>
    <message>
        <source>units of melee, all {n} gunners (artillery): {units} (4.1.3)</source>
        <translation>nærkampsenheder, alle {n} artillerister (artilleri): {units} (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee, the two ranks of a line, all {n} figures: {units} (4.1.3)</source>
        <translation>nærkampsenheder, en linies to geledder, alle {n} figurer: {units} (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee, the two ranks of a line, all {n} figures: {units}; in a flank attack, its two outer files, {flank} figures: {flank_units} (4.1.3)</source>
        <translation>nærkampsenheder, en linies to geledder, alle {n} figurer: {units}; ved flankeangreb de to yderste rodder, {flank} figurer: {flank_units} (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee, the two front ranks of a column of march (2 wide), {n} figures: {units} (4.1.3)</source>
        <translation>nærkampsenheder, en marchkolonnes to forreste geledder (2 figurer brede), {n} figurer: {units} (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee, the two front ranks of a column of march (2 wide), {n} figures: {units}; in a flank attack, its two files, all {flank} figures: {flank_units}; in a rear attack, its two rear ranks, as the umpire counts them (4.1.3)</source>
        <translation>nærkampsenheder, en marchkolonnes to forreste geledder (2 figurer brede), {n} figurer: {units}; ved flankeangreb dens to rodder, alle {flank} figurer: {flank_units}; ved rygangreb dens to bageste geledder, som dommeren tæller dem (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee: its two front ranks, twice its frontage in figures, as the umpire counts them (4.1.3)</source>
        <translation>nærkampsenheder: dens to forreste geledder, to gange dens frontbredde i figurer, som dommeren tæller dem (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee: its two front ranks, twice its frontage in figures; in a flank attack its two outer files, in a rear attack its two rear ranks; as the umpire counts them (4.1.3)</source>
        <translation>nærkampsenheder: dens to forreste geledder, to gange dens frontbredde i figurer; ved flankeangreb de to yderste rodder, ved rygangreb de to bageste geledder; som dommeren tæller dem (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee: it faces out on every side (1.3.1); the umpire counts the two ranks facing the attack (4.1.3)</source>
        <translation>nærkampsenheder: den vender udad til alle sider (1.3.1); dommeren tæller de to geledder, der vender mod angrebet (4.1.3)</translation>
    </message>
    <message>
        <source>units of melee: its figures within 15 cm of the enemy, as the umpire counts them (4.3.1)</source>
        <translation>nærkampsenheder: dens figurer inden for 15 cm af fjenden, som dommeren tæller dem (4.3.1)</translation>
    </message>
    <message>
        <source>units of melee: its formation does not tell its ranks; the umpire counts its two front ranks, in a flank attack its two outer files, in a rear attack its two rear ranks (4.1.3)</source>
        <translation>nærkampsenheder: dens formation viser ikke dens geledder; dommeren tæller dens to forreste geledder, ved flankeangreb de to yderste rodder, ved rygangreb de to bageste geledder (4.1.3)</translation>
    </message>
    <message>
        <source>Attacks too: reads the attacker column (its order attacks {unit}, 4.1.3)</source>
        <translation>Angriber også: bruger angriberkolonnen (dens ordre angriber {unit}, 4.1.3)</translation>
    </message>
    <message>
        <source>Defends: no attack order of its own this bound (4.1.3)</source>
        <translation>Forsvarer: ingen egen angrebsordre i dette træk (4.1.3)</translation>
    </message>
    <message>
        <source>Defends: its order attacks {unit}, not an attacker in this melee (4.1.3)</source>
        <translation>Forsvarer: dens ordre angriber {unit}, ikke en angriber i denne nærkamp (4.1.3)</translation>
    </message>
    <message>
        <source>In MD it cannot attack: fights as defender (4.1.1)</source>
        <translation>I U kan den ikke angribe: kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <source>In FD it cannot attack: fights as defender (4.1.1)</source>
        <translation>I FU kan den ikke angribe: kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <source>A huddle cannot attack: fights as defender (1.3.1, 4.1.1)</source>
        <translation>En hob kan ikke angribe: kæmper som forsvarer (1.3.1, 4.1.1)</translation>
    </message>
    <message>
        <source>Used fast march this bound, it cannot attack: fights as defender (2.3.2)</source>
        <translation>Har brugt ilmarch i dette træk og kan ikke angribe: kæmper som forsvarer (2.3.2)</translation>
    </message>
    <message>
        <source>At work it cannot attack: fights as defender (1.3.5)</source>
        <translation>I arbejde kan den ikke angribe: kæmper som forsvarer (1.3.5)</translation>
    </message>
    <message>
        <source>At rest it cannot attack: fights as defender (1.3.6)</source>
        <translation>I hvil kan den ikke angribe: kæmper som forsvarer (1.3.6)</translation>
    </message>
    <message>
        <source>Artillery does not attack: fights as defender (Table 8)</source>
        <translation>Artilleri angriber ikke: kæmper som forsvarer (skema 8)</translation>
    </message>
    <message>
        <source>Hit in flank or rear: loses its own attack, fights as defender (4.1.1)</source>
        <translation>Ramt i flanke eller ryg: mister sit eget angreb, kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <source>Infantry attacked by cavalry: loses its own attack, fights as defender (4.1.1)</source>
        <translation>Infanteri angrebet af kavaleri: mister sit eget angreb, kæmper som forsvarer (4.1.1)</translation>
    </message>
    <message>
        <source>{own} figures against {opponent}: the highest tier reached (4.1.3)</source>
        <translation>{own} figurer mod {opponent}: det højeste trin, der er nået (4.1.3)</translation>
    </message>
    <message>
        <source>{own} figures (gunners ×5, 3.4.3) against {opponent}: the highest tier reached (4.1.3)</source>
        <translation>{own} figurer (artillerister ×5, 3.4.3) mod {opponent}: det højeste trin, der er nået (4.1.3)</translation>
    </message>
    <message>
        <source>the unit is at work (1.3.5, 1.3.6)</source>
        <translation>enheden er i arbejde (1.3.5, 1.3.6)</translation>
    </message>
    <message>
        <source>the unit is at rest (1.3.5, 1.3.6)</source>
        <translation>enheden er i hvil (1.3.5, 1.3.6)</translation>
    </message>
    <message>
        <source>the immediate commander is particularly effective (1.1.3)</source>
        <translation>den umiddelbare chef er særligt effektiv (1.1.3)</translation>
    </message>
    <message>
        <source>the immediate commander is particularly ineffective (1.1.3)</source>
        <translation>den umiddelbare chef er særligt ineffektiv (1.1.3)</translation>
    </message>
    <message>
        <source>the unit&apos;s valour is {valour:+d} (5.5.1)</source>
        <translation>enhedens valeur er {valour:+d} (5.5.1)</translation>
    </message>
    <message>
        <source>the unit has no supplies left (5.5.3)</source>
        <translation>enheden har ingen forsyninger tilbage (5.5.3)</translation>
    </message>
    <message>
        <source>heavy cavalry (4.4.0)</source>
        <translation>tungt kavaleri (4.4.0)</translation>
    </message>
    <message>
        <source>light cavalry (4.4.0)</source>
        <translation>let kavaleri (4.4.0)</translation>
    </message>
    <message>
        <source>the attack is made at the charge (2.3.3)</source>
        <translation>angrebet sker i storm (2.3.3)</translation>
    </message>
    <message>
        <source>heavy cavalry or lancers attacking at the charge (2.3.3)</source>
        <translation>tungt kavaleri eller lansenerer angriber i storm (2.3.3)</translation>
    </message>
    <message>
        <source>artillery (4.5.0)</source>
        <translation>artilleri (4.5.0)</translation>
    </message>
    <message>
        <source>highly trained marksmen (5.5.1)</source>
        <translation>særligt trænede skytter (5.5.1)</translation>
    </message>
    <message>
        <source>commander engaged this bound: {factor:+d} (1.1.4, Table 10)</source>
        <translation>chefs indgriben i dette træk: {factor:+d} (1.1.4, skema 10)</translation>
    </message>
    <message>
        <source>commander or orderly in base contact (1.1.3)</source>
        <translation>chef eller ordonnans i brikkontakt (1.1.3)</translation>
    </message>
    <message>
        <source>the order is only a march toward the commander (1.1.3)</source>
        <translation>ordren er kun en march mod chefen (1.1.3)</translation>
    </message>
    <message>
        <source>the order is only a change to huddle (1.1.3)</source>
        <translation>ordren er kun en formationsændring til hob (1.1.3)</translation>
    </message>
    <message>
        <source>the same order failed its ordering roll in the {count} bound(s) before this one (1.1.3): counted {count} times</source>
        <translation>samme ordre mislykkedes ved ordrekastet i de {count} træk før dette (1.1.3): tælles {count} gange</translation>
    </message>
    <message>
        <source>the replacement failed in the {count} bound(s) before this one (1.1.4): counted {count} times</source>
        <translation>generhvervelsen af chefen mislykkedes i de {count} træk før dette (1.1.4): tælles {count} gange</translation>
    </message>
    <message>
        <source>a neighbour unit is named for this roll (3.1.6, 4.1.6)</source>
        <translation>en naboenhed er angivet for dette slag (3.1.6, 4.1.6)</translation>
    </message>
    <message>
        <source>the unit is in LD (5.2.0)</source>
        <translation>enheden er i LU (5.2.0)</translation>
    </message>
    <message>
        <source>the unit is in MD (5.3.0)</source>
        <translation>enheden er i U (5.3.0)</translation>
    </message>
    <message>
        <source>the unit is in FD (5.4.0)</source>
        <translation>enheden er i FU (5.4.0)</translation>
    </message>
    <message>
        <source>fired in bound {bound} (Table 8, 4.1.3)</source>
        <translation>enheden skød i træk {bound} (skema 8, 4.1.3)</translation>
    </message>
    <message>
        <source>charged in bound {bound} (2.3.3)</source>
        <translation>enheden stormede i træk {bound} (2.3.3)</translation>
    </message>
    <message>
        <source>attacked in bound {bound} (4.1.1)</source>
        <translation>enheden angreb i træk {bound} (4.1.1)</translation>
    </message>
    <message>
        <source>defended in bound {bound} (4.1.1)</source>
        <translation>enheden forsvarede sig i træk {bound} (4.1.1)</translation>
    </message>
    <message>
        <source>brought an opponent into FD in bound {bound} (4.1.1)</source>
        <translation>enheden bragte en modstander i FU i træk {bound} (4.1.1)</translation>
    </message>
    <message>
        <source>split, assembled or changed formation in bound {bound} (2.1.0, 2.2.1)</source>
        <translation>enheden blev delt, samlet eller skiftede formation i træk {bound} (2.1.0, 2.2.1)</translation>
    </message>
    <message>
        <source>the unit is in column of march (1.3.1)</source>
        <translation>enheden er i marchkolonne (1.3.1)</translation>
    </message>
    <message>
        <source>the unit is in skirmish line (1.3.2)</source>
        <translation>enheden er i kæde (1.3.2)</translation>
    </message>
    <message>
        <source>result {index}: &apos;{key}&apos; was typed from the book; enter its effects (figures lost, disorder) by hand</source>
        <translation>resultat {index}: »{key}« er indtastet fra bogen; indtast selv dets virkninger (tabte figurer, uorden)</translation>
    </message>
    <message>
        <source>{role}: give the side for its penalty</source>
        <translation>{role}: angiv den side, fradraget gælder</translation>
    </message>
    <message>
        <source>result {index}: &apos;{key}&apos; has a {what} effect but no unit it falls on (give the fire&apos;s target; a melee tie has no loser)</source>
        <translation>resultat {index}: »{key}« har en virkning på {what}, men ingen enhed, den rammer (angiv skydningens mål; uafgjort nærkamp har ingen taber)</translation>
    </message>
    <message>
        <source>{unit}: figures lost typed by the umpire replace the table&apos;s</source>
        <translation>{unit}: de tabte figurer, dommeren har indtastet, erstatter skemaets</translation>
    </message>
    <message>
        <source>{unit} is not among the units: valour not computed</source>
        <translation>{unit} er ikke blandt enhederne: valeur ikke beregnet</translation>
    </message>
    <message>
        <source>{unit} goes into FD: take the loss on entering FD from the book (5.4.1)</source>
        <translation>{unit} kommer i FU: aflæs tabet ved overgangen til FU i bogen (5.4.1)</translation>
    </message>
    <message>
        <source>the roster rates the unit&apos;s commander gifted (VII, massed columns)</source>
        <translation>styrkelisten angiver enhedens chef som begavet (VII, massekolonner)</translation>
    </message>
    <message>
        <source>the commander with the column is gifted (VII, massed columns)</source>
        <translation>chefen ved kolonnen er begavet (VII, massekolonner)</translation>
    </message>
    <message>
        <source>the unit stands in square and is formed (VII, XII)</source>
        <translation>enheden står i karré og er ordnet (VII, XII)</translation>
    </message>
    <message>
        <source>the unit lost {figures} figure(s) to defensive fire in its charge (VII)</source>
        <translation>enheden mistede {figures} figur(er) til forsvarsild under sit chok (VII)</translation>
    </message>
    <message>
        <source>&apos;{key}&apos; was typed from the book; enter its effects by hand</source>
        <translation>»{key}« er indtastet fra bogen; indtast selv dets virkninger</translation>
    </message>
    <message>
        <source>{unit}: type the figures lost as a whole number of figures</source>
        <translation>{unit}: indtast de tabte figurer som et helt antal figurer</translation>
    </message>
    <message>
        <source>{unit} charged in bound {bound}: 4 bounds must pass before it charges again, so it cannot be ordered to charge now (2.3.3)</source>
        <translation>{unit} stormede i træk {bound}: der skal gå 4 træk, før den stormer igen, så den kan ikke beordres til storm nu (2.3.3)</translation>
    </message>
    <message>
        <source>{unit} is in LD: a unit in LD cannot charge (2.3.3)</source>
        <translation>{unit} er i LU: en enhed i LU kan ikke storme (2.3.3)</translation>
    </message>
    <message>
        <source>charged in bound {bound}: 4 bounds must pass before it charges again (2.3.3)</source>
        <translation>stormede i træk {bound}: der skal gå 4 træk, før den stormer igen (2.3.3)</translation>
    </message>
    <message>
        <source>in LD it cannot charge (2.3.3)</source>
        <translation>i LU kan den ikke storme (2.3.3)</translation>
    </message>
    <message>
        <source>unit has no figures left: it is out of play</source>
        <translation>enheden har ingen figurer tilbage: den er ude af spillet</translation>
    </message>
</context>
<context>
    <name>store</name>
    <message>
        <source>cannot write a copy to {path}: {error}</source>
        <translation>kan ikke skrive en kopi til {path}: {error}</translation>
    </message>
    <message>
        <source>{path} is in WAL mode without its -wal file: it was copied while its game was open in a console, and may lack the rolls logged last; or a program ended without closing it, and it lacks nothing. Open it read-only. If it is the game itself, not a copy, the console window offers to play on from it once its log verifies (a seal is logged); if it is a copy, play on the original (or from what this one holds: ba-console backup makes a game of it).</source>
        <translation>{path} er i WAL-tilstand uden sin -wal-fil: den blev kopieret, mens spillet var åbent i en konsol, og kan mangle de sidst loggede kast; eller et program sluttede uden at lukke den, og intet mangler. Åbn den skrivebeskyttet. Er det selve spillet, ikke en kopi, tilbyder konsolvinduet at spille videre fra det, når dets log holder (et segl logføres); er det en kopi, så spil videre på originalen (eller fra det, denne rummer: ba-console backup gør et spil af den).</translation>
    </message>
    <message>
        <source>{name} was closed, but not as one file ({error}: the disk is full, or another program has it open). Nothing is lost: the game is in two files in {folder}, {name} and {wal}, and whole only with both. Copy or move them together, never {name} alone (a backup copy of the game is one file). Opened and closed again once the disk has room and no other program has it open, it is one file again.</source>
        <translation>{name} blev lukket, men ikke som én fil ({error}: disken er fuld, eller et andet program har spillet åbent). Intet er tabt: spillet ligger i to filer i {folder}, {name} og {wal}, og er kun helt med dem begge. Kopiér eller flyt dem sammen, aldrig {name} alene (en sikkerhedskopi af spillet er én fil). Når disken har plads, og intet andet program har spillet åbent, bliver det én fil igen, hvis du åbner og lukker det igen.</translation>
    </message>
    <message>
        <source>{name} is no longer in {folder}: it was deleted, moved or replaced while open. Nothing was written to it.</source>
        <translation>{name} findes ikke længere i {folder}: den blev slettet, flyttet eller erstattet, mens den var åben. Intet blev skrevet i den.</translation>
    </message>
    <message>
        <source>Orderly {number} of {commander}</source>
        <translation>Ordonnans {number} for {commander}</translation>
    </message>
    <message>
        <source>{path} already exists: choose another name, or open it</source>
        <translation>{path} findes allerede: vælg et andet navn, eller åbn den</translation>
    </message>
    <message>
        <source>{path} is damaged or not a ba-console game ({error})</source>
        <translation>{path} er beskadiget eller ikke et ba-console-spil ({error})</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a ba-console game</source>
        <translation>{path} er en SQLite-database, men ikke et ba-console-spil</translation>
    </message>
    <message>
        <source>{path} was written by an older ba-console and must be upgraded: open it once without read-only</source>
        <translation>{path} er skrevet af en ældre ba-console og skal opgraderes: åbn det én gang uden skrivebeskyttelse</translation>
    </message>
    <message>
        <source>{path} is damaged: it has no game record</source>
        <translation>{path} er beskadiget: den har ingen spilpost</translation>
    </message>
    <message>
        <source>{path} already exists: choose another name</source>
        <translation>{path} findes allerede: vælg et andet navn</translation>
    </message>
    <message>
        <source>cannot write a copy to {path}: there is no folder {folder}</source>
        <translation>kan ikke skrive en kopi til {path}: mappen {folder} findes ikke</translation>
    </message>
    <message>
        <source>cannot write a copy to {path}: the folder {folder} cannot be written to: choose a folder you can write to</source>
        <translation>kan ikke skrive en kopi til {path}: der kan ikke skrives i mappen {folder}: vælg en mappe, du kan skrive i</translation>
    </message>
    <message>
        <source>{path} cannot be written (a read-only file or medium): nothing was changed. Open it read-only, or copy it to a folder you can write to.</source>
        <translation>{path} kan ikke skrives (en skrivebeskyttet fil eller et skrivebeskyttet medie): intet blev ændret. Åbn det skrivebeskyttet, eller kopiér det til en mappe, du kan skrive i.</translation>
    </message>
    <message>
        <source>{name} is too long for a game file in {folder}: {length} bytes, and SQLite adds up to {more} more to name its companion files ({limit} at most). Choose a shorter name.</source>
        <translation>{name} er for langt til en spilfil i {folder}: {length} byte, og SQLite lægger op til {more} mere til, når det navngiver sine ledsagefiler (højst {limit}). Vælg et kortere navn.</translation>
    </message>
    <message>
        <source>{path} has another name on this disk (a hard link): under two names, two consoles could write it at once. Open it read-only, or play on a copy (ba-console backup).</source>
        <translation>{path} har et andet navn på denne disk (et hårdt link): under to navne kunne to konsoller skrive i det på samme tid. Åbn det skrivebeskyttet, eller spil videre på en kopi (ba-console backup).</translation>
    </message>
    <message>
        <source>{path} holds no game yet: it was copied while its game was open in a console (or after a crash) without its -wal file, which holds everything written so far. Copy the -wal beside it, or copy the game with ba-console backup.</source>
        <translation>{path} rummer endnu intet spil: den blev kopieret, mens spillet var åbent i en konsol (eller efter et nedbrud), uden sin -wal-fil, som rummer alt, hvad der er skrevet indtil nu. Kopiér -wal-filen med, eller kopiér spillet med ba-console backup.</translation>
    </message>
    <message>
        <source>{path}: its latest writes are in {wal}, which SQLite can read only beside a -shm file, and {folder} cannot be written: copy {name} and {wal} to a folder you can write to, and open the copy.</source>
        <translation>{path}: det senest skrevne ligger i {wal}, som SQLite kun kan læse med en -shm-fil ved siden af, og der kan ikke skrives i {folder}: kopiér {name} og {wal} til en mappe, du kan skrive i, og åbn kopien.</translation>
    </message>
    <message>
        <source>{path} could not be opened for writing: the disk refused a write ({error}); it may be full, or failing. Nothing was changed: free some space, or copy the game to another disk (a backup copy), and open it again.</source>
        <translation>{path} kunne ikke åbnes til skrivning: disken afviste en skrivning ({error}); den kan være fuld eller svigte. Intet blev ændret: frigør plads, eller kopiér spillet til en anden disk (en sikkerhedskopi), og åbn det igen.</translation>
    </message>
    <message>
        <source>{wal}, which holds the latest writes to {name} until it is closed, is no longer in {folder}: it was deleted or replaced while open (a sync or clean-up program?). Nothing was written.</source>
        <translation>{wal}, som rummer de seneste skrivninger til {name}, indtil det lukkes, findes ikke længere i {folder}: den blev slettet eller erstattet, mens den var åben (et synkroniserings- eller oprydningsprogram?). Intet blev skrevet.</translation>
    </message>
    <message>
        <source>{name} is closed</source>
        <translation>{name} er lukket</translation>
    </message>
    <message>
        <source>{name} is open read-only; nothing was changed</source>
        <translation>{name} er åbent skrivebeskyttet; intet blev ændret</translation>
    </message>
    <message>
        <source>{path} is damaged: SQLite cannot read {error}. It was left unchanged: restore it from a backup copy (verify names the first roll it cannot read).</source>
        <translation>{path} er beskadiget: SQLite kan ikke læse {error}. Den blev ikke ændret: genskab den fra en sikkerhedskopi (verify nævner det første kast, den ikke kan læse).</translation>
    </message>
    <message>
        <source>{path} cannot be read ({error}): is its disk or stick still there?</source>
        <translation>{path} kan ikke læses ({error}): er dens disk eller USB-nøgle der stadig?</translation>
    </message>
    <message>
        <source>{path} is damaged: SQLite cannot read part of it ({error}), so no game can be copied from it.</source>
        <translation>{path} er beskadiget: SQLite kan ikke læse en del af den ({error}), så intet spil kan kopieres fra den.</translation>
    </message>
    <message>
        <source>{name} was not opened: the last change written to it before the console stopped could not be read (its -wal file, {wal}, holds a frame at byte {offset} that fails SQLite&apos;s checksum), and the byte-for-byte copy of the game and its -wal as found, kept before opening it, could not be written: {error} Nothing was changed. Make room on the disk and open it again, or open it read-only.</source>
        <translation>{name} blev ikke åbnet: den sidste ændring, der blev skrevet til den, før konsollen stoppede, kunne ikke læses (dens -wal-fil, {wal}, har en ramme ved byte {offset}, hvis kontrolsum SQLite afviser), og byte-for-byte-kopien af spillet og dets -wal, som de blev fundet, der gemmes før det åbnes, kunne ikke skrives: {error} Intet blev ændret. Gør plads på disken og åbn det igen, eller åbn det skrivebeskyttet.</translation>
    </message>
    <message>
        <source>taken back as the game by the umpire: the file was in WAL mode without its -wal, its lock left beside it (closed without the console&apos;s close); its log verified</source>
        <translation>taget tilbage som spillet af dommeren: filen var i WAL-tilstand uden sin -wal, med sin låsefil efterladt ved siden af (lukket, uden at konsollen lukkede den); dens log holdt</translation>
    </message>
    <message>
        <source>taken back as the game by the umpire: the file was in WAL mode without its -wal, as a copy taken while open would be; its log verified</source>
        <translation>taget tilbage som spillet af dommeren: filen var i WAL-tilstand uden sin -wal, som en kopi taget, mens spillet var åbent, ville være; dens log holdt</translation>
    </message>
    <message>
        <source>{name} cannot be played on: its log does not verify ({broken}). It stays read-only; play on the original, or a backup copy</source>
        <translation>Der kan ikke spilles videre på {name}: dets log holder ikke ({broken}). Det forbliver skrivebeskyttet; spil videre på originalen eller en sikkerhedskopi</translation>
    </message>
    <message>
        <source>no seal was logged, since a seal vouches for the log and the log is {broken}. Check the game with ba-console verify and go on from a backup copy</source>
        <translation>intet segl blev logført, for et segl indestår for loggen, og loggen er {broken}. Kontrollér spillet med ba-console verify, og fortsæt fra en sikkerhedskopi</translation>
    </message>
    <message>
        <source>{name} holds no copy of pack {pack}</source>
        <translation>{name} har ingen kopi af regelpakke {pack}</translation>
    </message>
    <message>
        <source>{name}: a console draw cannot be read; the file was damaged or edited (run verify): {error}</source>
        <translation>{name}: et konsolslag kan ikke læses; filen er beskadiget eller redigeret (kontrollér kæden): {error}</translation>
    </message>
    <message>
        <source>{name}: roll {sequence} cannot be read; the file was damaged or edited (run verify): {error}</source>
        <translation>{name}: kast {sequence} kan ikke læses; filen er beskadiget eller redigeret (kontrollér kæden): {error}</translation>
    </message>
    <message>
        <source>{name} is open in another ba-console (pid {pid}). Close it there, or open this game read-only to look at it.</source>
        <translation>{name} er åbent i en anden ba-console (pid {pid}). Luk det dér, eller åbn spillet skrivebeskyttet for at se det.</translation>
    </message>
    <message>
        <source>{name} is open in another ba-console (pid unknown). Close it there, or open this game read-only to look at it.</source>
        <translation>{name} er åbent i en anden ba-console (pid ukendt). Luk det dér, eller åbn spillet skrivebeskyttet for at se det.</translation>
    </message>
    <message>
        <source>{name}: cannot write the lock file next to it ({error}); open the game read-only, or copy it to a folder you can write to</source>
        <translation>{name}: låsefilen ved siden af kan ikke skrives ({error}); åbn spillet skrivebeskyttet, eller kopiér det til en mappe, du kan skrive i</translation>
    </message>
    <message>
        <source>{name}: could not take the lock, try again</source>
        <translation>{name}: låsen kunne ikke tages; prøv igen</translation>
    </message>
    <message>
        <source>{name} is open in another ba-console (pid {pid}), which may be writing it: a copy of its bytes now could hold a write half done. Close it there (or end that console), then copy it.</source>
        <translation>{name} er åbent i en anden ba-console (pid {pid}), som kan være ved at skrive i det: en byte-for-byte-kopi taget nu kunne rumme en halvt udført skrivning. Luk det dér (eller afslut den konsol), og kopiér det så.</translation>
    </message>
    <message>
        <source>{path}: no such game file</source>
        <translation>{path}: spilfilen findes ikke</translation>
    </message>
    <message>
        <source>{path} is a folder, not a game file</source>
        <translation>{path} er en mappe, ikke en spilfil</translation>
    </message>
    <message>
        <source>{path}: cannot read the file: {error}</source>
        <translation>{path}: filen kan ikke læses: {error}</translation>
    </message>
    <message>
        <source>{path} is not a file (a pipe or a device): not a game</source>
        <translation>{path} er ikke en fil (et rør eller en enhed): ikke et spil</translation>
    </message>
    <message>
        <source>{path} is empty: it is not a ba-console game</source>
        <translation>{path} er tom: den er ikke et ba-console-spil</translation>
    </message>
    <message>
        <source>{path} is damaged: its first page, the game&apos;s header, is zeros. It was left unchanged: restore it from a backup copy.</source>
        <translation>{path} er beskadiget: dens første side, spillets hoved, er nuller. Den blev ikke ændret: genskab den fra en sikkerhedskopi.</translation>
    </message>
    <message>
        <source>{path} is damaged: the file is cut short ({size} bytes, less than its header). Restore it from a backup copy.</source>
        <translation>{path} er beskadiget: filen er afkortet ({size} byte, mindre end dens hoved). Genskab den fra en sikkerhedskopi.</translation>
    </message>
    <message>
        <source>{path} is not a ba-console game (it is not an SQLite database)</source>
        <translation>{path} er ikke et ba-console-spil (det er ikke en SQLite-database)</translation>
    </message>
    <message>
        <source>{path} is an SQLite database but not a ba-console game; it was left unchanged</source>
        <translation>{path} er en SQLite-database, men ikke et ba-console-spil; den er ikke ændret</translation>
    </message>
    <message>
        <source>{path} is damaged: the file is cut short ({size} of {expected} bytes). Restore it from a backup copy.</source>
        <translation>{path} er beskadiget: filen er afkortet ({size} af {expected} byte). Genskab den fra en sikkerhedskopi.</translation>
    </message>
    <message>
        <source>{path} is damaged: its -wal file, {wal}, holds a frame at byte {offset} that fails SQLite&apos;s checksum (a byte changed, or a damaged sector), and SQLite would drop it and all written after it in silence, {count} saved changes: opened, the game would lose the rolls logged after byte {offset} of {wal}, and what is left would verify as a shorter log. It was left unchanged. Keep {name} and {wal} together, as they are: ba-console backup makes a byte-for-byte copy of both, as evidence.</source>
        <translation>{path} er beskadiget: dens -wal-fil, {wal}, har en ramme ved byte {offset}, hvis kontrolsum SQLite afviser (en byte ændret, eller en beskadiget sektor), og SQLite ville tavst kassere den og alt skrevet efter den, {count} gemte ændringer: åbnet ville spillet miste de kast, der er logget efter byte {offset} i {wal}, og resten ville holde ved verify som en kortere log. Den blev ikke ændret. Hold {name} og {wal} sammen, som de er: ba-console backup laver en byte-for-byte-kopi af dem begge som bevis.</translation>
    </message>
    <message>
        <source>The last change written to {name} before the console stopped could not be read, and it is not in the game: its -wal file, {wal}, holds a frame at byte {offset} that fails SQLite&apos;s checksum (a write cut short by a power cut or a crash, or a changed byte). It may have been a roll: check the table against the log. The game and its -wal as they were found are kept, byte for byte, in {copy} and {copy_wal}.</source>
        <translation>Den sidste ændring, der blev skrevet til {name}, før konsollen stoppede, kunne ikke læses, og den er ikke i spillet: dens -wal-fil, {wal}, har en ramme ved byte {offset}, hvis kontrolsum SQLite afviser (en skrivning afbrudt af et strømsvigt eller et nedbrud, eller en ændret byte). Det kan have været et kast: tjek bordet mod loggen. Spillet og dets -wal, som de blev fundet, er gemt byte for byte i {copy} og {copy_wal}.</translation>
    </message>
    <message>
        <source>The last change written to {name} before the console stopped could not be read, and it is not in the game as read here: its -wal file, {wal}, holds a frame at byte {offset} that fails SQLite&apos;s checksum (a write cut short by a power cut or a crash, or a changed byte). It may have been a roll: check the table against the log. Read only, nothing was copied or changed: keep {name} and {wal} together, as they are (opened for play, the console first keeps a byte-for-byte copy of both beside it).</source>
        <translation>Den sidste ændring, der blev skrevet til {name}, før konsollen stoppede, kunne ikke læses, og den er ikke i spillet, som det læses her: dens -wal-fil, {wal}, har en ramme ved byte {offset}, hvis kontrolsum SQLite afviser (en skrivning afbrudt af et strømsvigt eller et nedbrud, eller en ændret byte). Det kan have været et kast: tjek bordet mod loggen. Kun læst, intet blev kopieret eller ændret: hold {name} og {wal} sammen, som de er (åbnet for at spille, gemmer konsollen først en byte-for-byte-kopi af dem begge ved siden af).</translation>
    </message>
    <message>
        <source>{path} was written by a newer ba-console (game schema {version}; this version reads up to {newest}). Update ba-console to open it.</source>
        <translation>{path} er skrevet af en nyere ba-console (spilskema {version}; denne version læser op til {newest}). Opdatér ba-console for at åbne det.</translation>
    </message>
    <message>
        <source>{path} cannot be opened for play: it says it was made before the state journal, yet roll {roll} was logged by a console that keeps a state journal. The journal was removed and the file&apos;s record of its schema set back, so its roster cannot be proven, and a console opening it for play would take the roster as it now stands. It was left unchanged.</source>
        <translation>{path} kan ikke åbnes til spil: det siger, at det blev oprettet før tilstandsjournalen, men kast {roll} blev logget af en konsol, der fører en tilstandsjournal. Journalen er fjernet og filens optegnelse over dens skemaændringer sat tilbage, så dets styrkeliste kan ikke bevises, og en konsol, der åbnede det til spil, ville tage styrkelisten, som den nu står. Det blev ikke ændret.</translation>
    </message>
    <message>
        <source>{path} was written by a newer ba-console (it has schema steps {steps}). Update ba-console to open it.</source>
        <translation>{path} er skrevet af en nyere ba-console (den har skemaændringerne {steps}). Opdatér ba-console for at åbne det.</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>linje {line}</translation>
    </message>
    <message>
        <source>column {number} ({column})</source>
        <translation>kolonne {number} ({column})</translation>
    </message>
    <message>
        <source>field {column}</source>
        <translation>nøgle {column}</translation>
    </message>
    <message>
        <source>… and {count} more problems</source>
        <translation>… og {count} problemer mere</translation>
    </message>
    <message>
        <source>Nothing was imported.</source>
        <translation>Intet blev importeret.</translation>
    </message>
    <message>
        <source>{record}: {field}: {value} is not a usable key: 1-64 letters, digits, &apos;_&apos;, &apos;-&apos; or &apos;.&apos;, starting with a letter or digit, no spaces</source>
        <translation>{record}: {field}: {value} kan ikke bruges som nøgle: 1-64 bogstaver, cifre, &apos;_&apos;, &apos;-&apos; eller &apos;.&apos;, begyndende med et bogstav eller ciffer, uden mellemrum</translation>
    </message>
    <message>
        <source>{record}: {field}: must be text, got {value}</source>
        <translation>{record}: {field}: skal være tekst, fik {value}</translation>
    </message>
    <message>
        <source>{record}: {field}: must not be empty</source>
        <translation>{record}: {field}: må ikke være tom</translation>
    </message>
    <message>
        <source>{record}: {field}: must not contain a line break or other control character</source>
        <translation>{record}: {field}: må ikke indeholde linjeskift eller andre kontroltegn</translation>
    </message>
    <message>
        <source>{record}: {field}: must be a whole number, got {value}</source>
        <translation>{record}: {field}: skal være et helt tal, fik {value}</translation>
    </message>
    <message>
        <source>{record}: {field}: {value} is below the lowest allowed value {low}</source>
        <translation>{record}: {field}: {value} er under den laveste tilladte værdi {low}</translation>
    </message>
    <message>
        <source>{record}: {field}: {value} is above the highest allowed value {high}</source>
        <translation>{record}: {field}: {value} er over den højeste tilladte værdi {high}</translation>
    </message>
    <message>
        <source>{record}: {field}: {value} is not one of {choices}</source>
        <translation>{record}: {field}: {value} er ikke en af {choices}</translation>
    </message>
    <message>
        <source>{record}: {field}: {value} is not a type of {arm} ({choices})</source>
        <translation>{record}: {field}: {value} er ikke en type {arm} ({choices})</translation>
    </message>
    <message>
        <source>{record}: {field}: must be true or false, got {value}</source>
        <translation>{record}: {field}: skal være sand eller falsk, fik {value}</translation>
    </message>
    <message>
        <source>{record}: {field}: a commander cannot be his own superior</source>
        <translation>{record}: {field}: en chef kan ikke være sin egen overordnede</translation>
    </message>
    <message>
        <source>{record}: {field}: {value} is more than the unit started with ({start_field} {start})</source>
        <translation>{record}: {field}: {value} er flere end enheden begyndte med ({start_field} {start})</translation>
    </message>
    <message>
        <source>{record}: {field}: only artillery and supply waggons have gunners</source>
        <translation>{record}: {field}: kun artilleri og forsyningsvogne har artillerister</translation>
    </message>
    <message>
        <source>{record}: {field}: must be plain data (text, numbers, lists): {error}</source>
        <translation>{record}: {field}: skal være enkle data (tekst, tal, lister): {error}</translation>
    </message>
    <message>
        <source>{record}: {field}: each part must be a table of named values</source>
        <translation>{record}: {field}: hver del skal være en tabel af navngivne værdier</translation>
    </message>
    <message>
        <source>The dice seed of {name} was revealed at roll {roll}: it is in the log for anyone to read, and console dice are over for this game.</source>
        <translation>Terningefrøet for {name} blev afsløret ved kast {roll}: det står i loggen, så alle kan læse det, og konsolterningerne er slut for dette spil.</translation>
    </message>
    <message>
        <source>{source} holds the dice seed of another game (fingerprint {theirs}…), not of {name} ({ours}…). Nothing was changed.</source>
        <translation>{source} indeholder et andet spils terningefrø (fingeraftryk {theirs}…), ikke frøet for {name} ({ours}…). Intet blev ændret.</translation>
    </message>
    <message>
        <source>cannot write {path}: {error}</source>
        <translation>kan ikke skrive {path}: {error}</translation>
    </message>
    <message>
        <source>{path} is a game file or another SQLite database: nothing is ever written over one. Choose another name.</source>
        <translation>{path} er en spilfil eller en anden SQLite-database: der skrives aldrig oven i sådan en. Vælg et andet navn.</translation>
    </message>
    <message>
        <source>{path} belongs to the game {game} (SQLite keeps its latest writes there): nothing is ever written over it. Choose another name.</source>
        <translation>{path} hører til spillet {game} (SQLite gemmer dets seneste skrivninger der): der skrives aldrig oven i den. Vælg et andet navn.</translation>
    </message>
    <message>
        <source>{path} holds a game&apos;s unsaved writes (an SQLite {what} file): nothing is ever written over it. Choose another name.</source>
        <translation>{path} rummer et spils endnu ikke gemte skrivninger (en SQLite-{what}-fil): der skrives aldrig oven i den. Vælg et andet navn.</translation>
    </message>
    <message>
        <source>{path} is a folder: give a file name to write.</source>
        <translation>{path} er en mappe: angiv et filnavn at skrive til.</translation>
    </message>
    <message>
        <source>{path}: there is no folder {folder}</source>
        <translation>{path}: mappen {folder} findes ikke</translation>
    </message>
    <message>
        <source>{path} exists; use --force to overwrite it</source>
        <translation>{path} findes; brug --force for at overskrive den</translation>
    </message>
    <message>
        <source>{path}: the name is too long ({length} bytes; a file name in {folder} takes at most {limit}). Choose a shorter name.</source>
        <translation>{path}: navnet er for langt ({length} byte; et filnavn i {folder} må højst have {limit}). Vælg et kortere navn.</translation>
    </message>
    <message>
        <source>The dice seed of {name} is not on this computer (it is kept apart from the game file, in {folder}): console dice cannot be drawn here. Type physical dice, or bring the seed from the umpire&apos;s laptop: ba-console export-seed there, ba-console import-seed here.</source>
        <translation>Terningefrøet for {name} er ikke på denne computer (det opbevares adskilt fra spilfilen, i {folder}): konsolterninger kan ikke slås her. Indtast fysiske terninger, eller hent frøet fra dommerens bærbare: ba-console export-seed dér, ba-console import-seed her.</translation>
    </message>
    <message>
        <source>cannot keep the dice seed in {folder}: {error}. Nothing was created.</source>
        <translation>kan ikke opbevare terningefrøet i {folder}: {error}. Intet blev oprettet.</translation>
    </message>
    <message>
        <source>{path} is not a ba-console dice seed file: {error}</source>
        <translation>{path} er ikke en ba-console-frøfil: {error}</translation>
    </message>
    <message>
        <source>{path}: there is no such file: give the file export-seed wrote</source>
        <translation>{path}: filen findes ikke: angiv filen, som export-seed skrev</translation>
    </message>
    <message>
        <source>{path} is a game file, not a dice seed file: give the file export-seed wrote (ba-console import-seed GAME SEED-FILE)</source>
        <translation>{path} er en spilfil, ikke en frøfil: angiv den fil, export-seed skrev (ba-console import-seed SPIL FRØFIL)</translation>
    </message>
    <message>
        <source>{path} is a folder: give the file export-seed wrote, in it</source>
        <translation>{path} er en mappe: angiv filen i den, som export-seed skrev</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>filen findes ikke</translation>
    </message>
    <message>
        <source>this is a folder: give the roster file in it</source>
        <translation>dette er en mappe: angiv styrkelistens fil i den</translation>
    </message>
    <message>
        <source>cannot read the file: {error}</source>
        <translation>filen kan ikke læses: {error}</translation>
    </message>
    <message>
        <source>this is a game file (or another SQLite database), not a roster: give the roster&apos;s .csv or .toml file (ba-console export-roster GAME -o FILE.csv writes a game&apos;s roster to one)</source>
        <translation>dette er en spilfil (eller en anden SQLite-database), ikke en styrkeliste: angiv styrkelistens .csv- eller .toml-fil (ba-console export-roster SPIL -o FIL.csv skriver et spils styrkeliste til en)</translation>
    </message>
    <message>
        <source>a roster file must end in .csv or .toml</source>
        <translation>en styrkelistefil skal ende på .csv eller .toml</translation>
    </message>
    <message>
        <source>not UTF-8 text: a letter such as æ, ø or å is saved in another encoding; save the file as UTF-8 (in a spreadsheet: CSV UTF-8) and import it again</source>
        <translation>ikke UTF-8-tekst: et bogstav som æ, ø eller å er gemt i en anden tegnkodning; gem filen som UTF-8 (i et regneark: CSV UTF-8), og importér den igen</translation>
    </message>
    <message>
        <source>this is a rule pack, not a roster: give the roster&apos;s .csv or .toml file (a game&apos;s pack is chosen when it is made: ba-console new GAME --pack FILE)</source>
        <translation>dette er en regelpakke, ikke en styrkeliste: angiv styrkelistens .csv- eller .toml-fil (et spils regelpakke vælges, når spillet oprettes: ba-console new SPIL --pack FIL)</translation>
    </message>
    <message>
        <source>unknown column; the columns are {columns}</source>
        <translation>ukendt kolonne; kolonnerne er {columns}</translation>
    </message>
    <message>
        <source>this column appears twice</source>
        <translation>denne kolonne står der to gange</translation>
    </message>
    <message>
        <source>column {position} has a value but no name in the header row: name the column, or clear the cell</source>
        <translation>kolonne {position} har en værdi men intet navn i overskriftsrækken: giv kolonnen et navn, eller tøm cellen</translation>
    </message>
    <message>
        <source>the header has no &apos;{column}&apos; column</source>
        <translation>overskriften har ingen kolonne &apos;{column}&apos;</translation>
    </message>
    <message>
        <source>the file is empty (no header row)</source>
        <translation>filen er tom (ingen overskriftsrække)</translation>
    </message>
    <message>
        <source>has {cells} cells but the header has {columns} columns</source>
        <translation>har {cells} celler, men overskriften har {columns} kolonner</translation>
    </message>
    <message>
        <source>{text} is not one of {records}</source>
        <translation>{text} er ikke en af {records}</translation>
    </message>
    <message>
        <source>does not apply to this kind of row; leave it empty</source>
        <translation>gælder ikke for denne slags række; lad cellen stå tom</translation>
    </message>
    <message>
        <source>needs a value</source>
        <translation>skal have en værdi</translation>
    </message>
    <message>
        <source>{text} is not a whole number</source>
        <translation>{text} er ikke et helt tal</translation>
    </message>
    <message>
        <source>{text} is not yes or no</source>
        <translation>{text} er hverken ja eller nej (ja, nej, yes, no, x eller tom)</translation>
    </message>
    <message>
        <source>{text} is not &apos;unlimited&apos; (or empty) or a number of rolls 0-3</source>
        <translation>{text} er hverken &apos;ubegrænset&apos; (eller tom) eller et antal kast 0-3</translation>
    </message>
    <message>
        <source>every side, commander and unit in it is in the game already (the same keys): an import adds new ones only, and this file has none</source>
        <translation>hver side, chef og enhed i den er allerede i spillet (samme nøgler): en indlæsning tilføjer kun nye, og denne fil har ingen</translation>
    </message>
    <message>
        <source>not valid TOML: {error}</source>
        <translation>ikke gyldig TOML: {error}</translation>
    </message>
    <message>
        <source>missing (write {version})</source>
        <translation>mangler (skriv {version})</translation>
    </message>
    <message>
        <source>{given}: this console reads roster version {version}</source>
        <translation>{given}: denne konsol læser styrkelister af version {version}</translation>
    </message>
    <message>
        <source>unknown table; use {tables}</source>
        <translation>ukendt tabel; brug {tables}</translation>
    </message>
    <message>
        <source>write each entry as [[{table}]]</source>
        <translation>skriv hver post som [[{table}]]</translation>
    </message>
    <message>
        <source>entry {number} of {table} is not a table</source>
        <translation>post {number} i {table} er ikke en tabel</translation>
    </message>
    <message>
        <source>unknown field for a side; known: {known}</source>
        <translation>ukendt nøgle for en side; kendte: {known}</translation>
    </message>
    <message>
        <source>unknown field for a commander; known: {known}</source>
        <translation>ukendt nøgle for en chef; kendte: {known}</translation>
    </message>
    <message>
        <source>unknown field for a unit; known: {known}</source>
        <translation>ukendt nøgle for en enhed; kendte: {known}</translation>
    </message>
    <message>
        <source>{text} is not true or false</source>
        <translation>{text} er ikke true eller false</translation>
    </message>
    <message>
        <source>{text} is not &quot;unlimited&quot; or a number of rolls 0-3</source>
        <translation>{text} er ikke &quot;unlimited&quot; eller et antal kast 0-3</translation>
    </message>
    <message>
        <source>give the names of exactly two orderlies</source>
        <translation>giv navnene på netop to ordonnanser</translation>
    </message>
    <message>
        <source>{text} is not text</source>
        <translation>{text} er ikke tekst</translation>
    </message>
    <message>
        <source>{record} is already earlier in the file</source>
        <translation>{record} står allerede tidligere i filen</translation>
    </message>
    <message>
        <source>{record} is already in the game</source>
        <translation>{record} er allerede i spillet</translation>
    </message>
    <message>
        <source>no side {side} in the file or the game</source>
        <translation>ingen side {side} i filen eller spillet</translation>
    </message>
    <message>
        <source>no commander {commander} in the file or the game</source>
        <translation>ingen chef {commander} i filen eller spillet</translation>
    </message>
    <message>
        <source>{commander} commands side {theirs}, not {ours}</source>
        <translation>{commander} fører side {theirs}, ikke {ours}</translation>
    </message>
    <message>
        <source>a {level} commander cannot serve under a {superior} commander ({commander})</source>
        <translation>en chef på niveauet {level} kan ikke stå under en chef på niveauet {superior} ({commander})</translation>
    </message>
    <message>
        <source>give the names of both orderlies, or of neither</source>
        <translation>giv navnene på begge ordonnanser eller på ingen af dem</translation>
    </message>
    <message>
        <source>not valid TOML: Invalid value (at line {at_line}, column {at_column})</source>
        <translation>ikke gyldig TOML: ugyldig værdi (i linje {at_line}, kolonne {at_column})</translation>
    </message>
    <message>
        <source>not valid TOML: Expected &apos;=&apos; after a key in a key/value pair (at line {at_line}, column {at_column})</source>
        <translation>ikke gyldig TOML: &apos;=&apos; mangler efter en nøgle (i linje {at_line}, kolonne {at_column})</translation>
    </message>
    <message>
        <source>not valid TOML: Cannot overwrite a value (at line {at_line}, column {at_column})</source>
        <translation>ikke gyldig TOML: en værdi er givet igen (i linje {at_line}, kolonne {at_column})</translation>
    </message>
</context>
<context>
    <name>verify</name>
    <message>
        <source>it names console draw {draw} as the latest shown, but this game&apos;s draws start at {first}</source>
        <translation>det angiver konsolslag {draw} som det senest viste, men dette spils konsolslag begynder ved {first}</translation>
    </message>
    <message>
        <source>it names console draw {draw} as the latest shown, but an earlier row already named draw {sealed}</source>
        <translation>det angiver konsolslag {draw} som det senest viste, men en tidligere række angav allerede slag {sealed}</translation>
    </message>
    <message>
        <source>the console draw ledger is broken before it</source>
        <translation>konsolslagenes protokol er brudt før det</translation>
    </message>
    <message>
        <source>it names console draw {draw} as the latest shown, but the ledger ends at draw {last}: draws were removed</source>
        <translation>det angiver konsolslag {draw} som det senest viste, men protokollen slutter ved slag {last}: der er fjernet slag</translation>
    </message>
    <message>
        <source>its draw head does not match console draw {draw}&apos;s hash: the draw ledger was changed or replaced after this row was logged</source>
        <translation>dets protokolhoved passer ikke med hashen af konsolslag {draw}: konsolslagenes protokol blev ændret eller udskiftet, efter at denne række blev logført</translation>
    </message>
    <message>
        <source>its record bears another draw number</source>
        <translation>dets post bærer et andet slagnummer</translation>
    </message>
    <message>
        <source>its previous-hash does not match the seed commitment: the draws before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med frøets forpligtelse: slagene før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <source>its previous-hash does not match draw {previous}&apos;s hash: the draws before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med hashen af slag {previous}: slagene før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <source>its contents do not match its hash: the draw was changed after it was shown</source>
        <translation>dets indhold passer ikke med dets hash: slaget blev ændret, efter at det blev vist</translation>
    </message>
    <message>
        <source>the ledger starts at draw {draw}, but this game&apos;s draws start at {first} (after its last roll keyed by sequence number): those faces repeat old rolls</source>
        <translation>protokollen begynder ved slag {draw}, men dette spils konsolslag begynder ved {first} (efter dets sidste kast med løbenummeret som nøgle): de øjne gentager gamle kast</translation>
    </message>
    <message>
        <source>console draw {missing} is missing: the ledger starts at draw {found}</source>
        <translation>konsolslag {missing} mangler: protokollen begynder ved slag {found}</translation>
    </message>
    <message>
        <source>console draws {missing}-{last_missing} are missing: the ledger starts at draw {found}</source>
        <translation>konsolslag {missing}-{last_missing} mangler: protokollen begynder ved slag {found}</translation>
    </message>
    <message>
        <source>console draw {missing} is missing: draw {previous} is followed by draw {found}</source>
        <translation>konsolslag {missing} mangler: slag {previous} efterfølges af slag {found}</translation>
    </message>
    <message>
        <source>console draws {missing}-{last_missing} are missing: draw {previous} is followed by draw {found}</source>
        <translation>konsolslag {missing}-{last_missing} mangler: slag {previous} efterfølges af slag {found}</translation>
    </message>
    <message>
        <source>draw number {found} where {expected} belongs</source>
        <translation>slagnummer {found}, hvor {expected} hører til</translation>
    </message>
    <message>
        <source>it shows {shown} dice but records {count}</source>
        <translation>det viser {shown} terninger, men angiver {count}</translation>
    </message>
    <message>
        <source>its record cannot be read ({error})</source>
        <translation>dets post kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>it shows {faces} for {drawn_for}, but the seed gives {expected}: these faces did not come from the committed seed</source>
        <translation>det viser {faces} for {drawn_for}, men frøet giver {expected}: disse øjne kom ikke fra det frø, konsollen forpligtede sig til</translation>
    </message>
    <message>
        <source>console draw {draw} cannot be read ({error})</source>
        <translation>konsolslag {draw} kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>its side {side} names console draw {draw}, which was drawn for {drawn_for} with {die_sides}-sided dice</source>
        <translation>dets side {side} angiver konsolslag {draw}, som blev slået for {drawn_for} med {die_sides}-sidede terninger</translation>
    </message>
    <message>
        <source>console dice of {side} show {faces}, but console draw {draw} showed {shown}: these faces did not come from the committed seed</source>
        <translation>konsolterningerne for {side} viser {faces}, men konsolslag {draw} viste {shown}: disse øjne kom ikke fra det frø, konsollen forpligtede sig til</translation>
    </message>
    <message>
        <source>it uses console draw {draw}, which had not been shown when it was logged</source>
        <translation>det bruger konsolslag {draw}, som ikke var vist, da det blev logført</translation>
    </message>
    <message>
        <source>it uses console draw {draw}, which is not in the ledger</source>
        <translation>det bruger konsolslag {draw}, som ikke står i protokollen</translation>
    </message>
    <message>
        <source>it uses console draw {draw}, which roll {roll} already used</source>
        <translation>det bruger konsolslag {draw}, som kast {roll} allerede brugte</translation>
    </message>
    <message>
        <source>the draw cannot be read ({error})</source>
        <translation>slaget kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>a stored field has the wrong type ({error})</source>
        <translation>et gemt felt har forkert type ({error})</translation>
    </message>
    <message>
        <source>the file cannot be read ({error}): it was damaged or edited outside the console</source>
        <translation>filen kan ikke læses ({error}): den er blevet beskadiget eller ændret uden for konsollen</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity check of the file fails ({error}): it was damaged or edited outside the console</source>
        <translation>SQLites kontrol af filens integritet fejler ({error}): den er blevet beskadiget eller ændret uden for konsollen</translation>
    </message>
    <message>
        <source>the seed (given) does not match the commitment made when the game began ({fingerprint}…): check that it was copied whole; if it was, this file is not the game it was revealed for</source>
        <translation>frøet (givet) passer ikke med forpligtelsen fra spillets begyndelse ({fingerprint}…): se efter, at det er skrevet helt af; er det, så er denne fil ikke det spil, det blev afsløret for</translation>
    </message>
    <message>
        <source>the seed (revealed in the log) does not match the commitment made when the game began ({fingerprint}…)</source>
        <translation>frøet (afsløret i loggen) passer ikke med forpligtelsen fra spillets begyndelse ({fingerprint}…)</translation>
    </message>
    <message>
        <source>it voids roll {voided}, a {kind} row, which the console never voids</source>
        <translation>det annullerer kast {voided}, en {kind}-række, som konsollen aldrig annullerer</translation>
    </message>
    <message>
        <source>the row cannot be read ({error})</source>
        <translation>rækken kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>sequence number {found} where {expected} belongs</source>
        <translation>løbenummer {found}, hvor {expected} hører til</translation>
    </message>
    <message>
        <source>its previous-hash does not match the seed commitment: the rows before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med frøets forpligtelse: rækkerne før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <source>its previous-hash does not match roll {previous}&apos;s hash: the rows before it were changed, removed or replaced</source>
        <translation>dets forrige hash passer ikke med hashen af kast {previous}: rækkerne før det blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <source>its contents do not match its hash: the row was changed after logging</source>
        <translation>dets indhold passer ikke med dets hash: rækken blev ændret efter logføringen</translation>
    </message>
    <message>
        <source>it names pack {pack}, which the game does not hold</source>
        <translation>det angiver pakke {pack}, som spillet ikke indeholder</translation>
    </message>
    <message>
        <source>it is not written as the console writes it</source>
        <translation>det er ikke skrevet, som konsollen skriver det</translation>
    </message>
    <message>
        <source>it does not name the latest console draw, though console dice were shown before it</source>
        <translation>det angiver ikke det seneste konsolslag, selvom der blev vist konsolterninger før det</translation>
    </message>
    <message>
        <source>roll {missing} is missing: roll {previous} is followed by roll {found}</source>
        <translation>kast {missing} mangler: kast {previous} efterfølges af kast {found}</translation>
    </message>
    <message>
        <source>rolls {missing}-{last_missing} are missing: roll {previous} is followed by roll {found}</source>
        <translation>kast {missing}-{last_missing} mangler: kast {previous} efterfølges af kast {found}</translation>
    </message>
    <message>
        <source>roll {missing} is missing: the start is followed by roll {found}</source>
        <translation>kast {missing} mangler: loggen begynder med kast {found}</translation>
    </message>
    <message>
        <source>rolls {missing}-{last_missing} are missing: the start is followed by roll {found}</source>
        <translation>kast {missing}-{last_missing} mangler: loggen begynder med kast {found}</translation>
    </message>
    <message>
        <source>it points at roll {voided} as voided but is a {kind} roll, not a void</source>
        <translation>det udpeger kast {voided} som annulleret, men er et {kind}-kast, ikke en annullering</translation>
    </message>
    <message>
        <source>it voids roll {voided}, which does not come before it</source>
        <translation>det annullerer kast {voided}, som ikke kommer før det</translation>
    </message>
    <message>
        <source>it voids roll {voided}, which is itself a void</source>
        <translation>det annullerer kast {voided}, som selv er en annullering</translation>
    </message>
    <message>
        <source>it voids roll {voided} a second time</source>
        <translation>det annullerer kast {voided} for anden gang</translation>
    </message>
    <message>
        <source>it is a void without a reason</source>
        <translation>det er en annullering uden begrundelse</translation>
    </message>
    <message>
        <source>its dice cannot be read ({error})</source>
        <translation>dets terninger kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>a console side is not written as the console writes it</source>
        <translation>en konsolside er ikke skrevet, som konsollen skriver den</translation>
    </message>
    <message>
        <source>it uses a console draw, but no draw had been shown before it</source>
        <translation>det bruger et konsolslag, men der var ikke vist noget slag før det</translation>
    </message>
    <message>
        <source>a console side names no console draw</source>
        <translation>en konsolside angiver intet konsolslag</translation>
    </message>
    <message>
        <source>its typed side {side} names a console draw</source>
        <translation>dets indtastede side {side} angiver et konsolslag</translation>
    </message>
    <message>
        <source>its console side {side} names no console draw</source>
        <translation>dets konsolside {side} angiver intet konsolslag</translation>
    </message>
    <message>
        <source>console dice of {side} show {faces}, but the seed gives {expected}: these faces did not come from the committed seed</source>
        <translation>konsolterningerne for {side} viser {faces}, men frøet giver {expected}: disse øjne kom ikke fra det frø, konsollen forpligtede sig til</translation>
    </message>
    <message>
        <source>it uses console draw {draw}, but no draw had been shown before it</source>
        <translation>det bruger konsolslag {draw}, men der var ikke vist noget slag før det</translation>
    </message>
    <message>
        <source>its side {side} names console draw {draw}</source>
        <translation>dets side {side} angiver konsolslag {draw}</translation>
    </message>
    <message>
        <source>it is a roster adjustment but carries dice</source>
        <translation>det er en rettelse af styrkelisten, men har terninger</translation>
    </message>
    <message>
        <source>it is a roster adjustment that changes nothing</source>
        <translation>det er en rettelse af styrkelisten, der intet ændrer</translation>
    </message>
    <message>
        <source>it is a roster adjustment without a reason</source>
        <translation>det er en rettelse af styrkelisten uden begrundelse</translation>
    </message>
    <message>
        <source>a side with typed dice names a console draw</source>
        <translation>en side med indtastede terninger angiver et konsolslag</translation>
    </message>
    <message>
        <source>unit {record}: {field} {file} in the file, {log} from the log</source>
        <translation>enhed {record}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>commander {record}: {field} {file} in the file, {log} from the log</source>
        <translation>chef {record}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>orderly {record}: {field} {file} in the file, {log} from the log</source>
        <translation>ordonnans {record}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>side {record}: {field} {file} in the file, {log} from the log</source>
        <translation>side {record}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>order of unit {record} in bound {bound}: {field} {file} in the file, {log} from the log</source>
        <translation>ordre til enhed {record} i træk {bound}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>side penalty {id} of {record}: {field} {file} in the file, {log} from the log</source>
        <translation>fradrag {id} for {record}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>the phase: {field} {file} in the file, {log} from the log</source>
        <translation>fasen: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>the game&apos;s record: {field} {file} in the file, {log} from the log</source>
        <translation>spillets oplysninger: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>unit {record}: in the file, not in the log</source>
        <translation>enhed {record}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>commander {record}: in the file, not in the log</source>
        <translation>chef {record}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>orderly {record}: in the file, not in the log</source>
        <translation>ordonnans {record}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>side {record}: in the file, not in the log</source>
        <translation>side {record}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>order of unit {record} in bound {bound}: in the file, not in the log</source>
        <translation>ordre til enhed {record} i træk {bound}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>side penalty {id} of {record}: in the file, not in the log</source>
        <translation>fradrag {id} for {record}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>the phase: in the file, not in the log</source>
        <translation>fasen: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>the game&apos;s record: in the file, not in the log</source>
        <translation>spillets oplysninger: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>unit {record}: in the log, not in the file</source>
        <translation>enhed {record}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>commander {record}: in the log, not in the file</source>
        <translation>chef {record}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>orderly {record}: in the log, not in the file</source>
        <translation>ordonnans {record}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>side {record}: in the log, not in the file</source>
        <translation>side {record}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>order of unit {record} in bound {bound}: in the log, not in the file</source>
        <translation>ordre til enhed {record} i træk {bound}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>flag {id} “{flag}” of unit {record}: {field} {file} in the file, {log} from the log</source>
        <translation>mærke {id} »{flag}« på enhed {record}: {field} er {file} i filen, {log} ifølge loggen</translation>
    </message>
    <message>
        <source>flag {id} “{flag}” of unit {record}: in the file, not in the log</source>
        <translation>mærke {id} »{flag}« på enhed {record}: i filen, ikke i loggen</translation>
    </message>
    <message>
        <source>flag {id} “{flag}” of unit {record}: in the log, not in the file</source>
        <translation>mærke {id} »{flag}« på enhed {record}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>side penalty {id} of {record}: in the log, not in the file</source>
        <translation>fradrag {id} for {record}: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>the phase: in the log, not in the file</source>
        <translation>fasen: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>the game&apos;s record: in the log, not in the file</source>
        <translation>spillets oplysninger: i loggen, ikke i filen</translation>
    </message>
    <message>
        <source>state journal entry {entry} is missing: the entry after {previous} is numbered {found}</source>
        <translation>post {entry} i tilstandsjournalen mangler: posten efter {previous} har nummer {found}</translation>
    </message>
    <message>
        <source>state journal entry {entry}: a stored field has the wrong type ({error})</source>
        <translation>post {entry} i tilstandsjournalen: et gemt felt har forkert type ({error})</translation>
    </message>
    <message>
        <source>state journal entry {entry}: its previous-hash does not match the entry before it: the entries before it were changed, removed or replaced</source>
        <translation>post {entry} i tilstandsjournalen: dens forrige hash passer ikke med posten før den: posterne før den blev ændret, fjernet eller udskiftet</translation>
    </message>
    <message>
        <source>state journal entry {entry}: its contents do not match its hash: it was changed after it was written</source>
        <translation>post {entry} i tilstandsjournalen: dens indhold passer ikke med dens hash: den blev ændret, efter den blev skrevet</translation>
    </message>
    <message>
        <source>state journal entry {entry} follows roll {roll}, but the entry before it follows roll {previous}</source>
        <translation>post {entry} i tilstandsjournalen følger kast {roll}, men posten før den følger kast {previous}</translation>
    </message>
    <message>
        <source>state journal entry {entry} follows roll {roll}, but names another hash for it: the roll log was changed since</source>
        <translation>post {entry} i tilstandsjournalen følger kast {roll}, men angiver en anden hash for det: kastloggen er ændret siden</translation>
    </message>
    <message>
        <source>state journal entry {entry} cannot be read ({error})</source>
        <translation>post {entry} i tilstandsjournalen kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>state journal entry {entry} is not written as the console writes it</source>
        <translation>post {entry} i tilstandsjournalen er ikke skrevet, som konsollen skriver den</translation>
    </message>
    <message>
        <source>state journal entry {entry} is not the snapshot of the state that begins the journal</source>
        <translation>post {entry} i tilstandsjournalen er ikke det øjebliksbillede af tilstanden, som journalen begynder med</translation>
    </message>
    <message>
        <source>state journal entry {entry} is a second snapshot of the state</source>
        <translation>post {entry} i tilstandsjournalen er endnu et øjebliksbillede af tilstanden</translation>
    </message>
    <message>
        <source>state journal entry {entry}: the orders of bound {bound} as the ordering phase closed are not the orders written before it</source>
        <translation>post {entry} i tilstandsjournalen: ordrerne i træk {bound}, som de stod ved ordrefasens slutning, er ikke de ordrer, der blev skrevet før den</translation>
    </message>
    <message>
        <source>state journal entry {entry} changes {field} of {table} {row} from {expected}, but the log before it gives {found}</source>
        <translation>post {entry} i tilstandsjournalen ændrer {field} for {table} {row} fra {expected}, men loggen før den giver {found}</translation>
    </message>
    <message>
        <source>its effects cannot be read ({error})</source>
        <translation>dets virkninger kan ikke læses ({error})</translation>
    </message>
    <message>
        <source>it changes {field} of {record}, which the log before it does not hold</source>
        <translation>det ændrer {field} for {record}, som loggen før det ikke indeholder</translation>
    </message>
    <message>
        <source>it changes {field} of {record} from {expected}, but the log before it gives {found}</source>
        <translation>det ændrer {field} for {record} fra {expected}, men loggen før det giver {found}</translation>
    </message>
    <message>
        <source>it removes a {field} of {record} that the log before it does not hold</source>
        <translation>det fjerner et {field} fra {record}, som loggen før det ikke indeholder</translation>
    </message>
    <message>
        <source>state journal entry {entry} adds {table} {row}, which the log before it holds</source>
        <translation>post {entry} i tilstandsjournalen tilføjer {table} {row}, som loggen før den allerede indeholder</translation>
    </message>
    <message>
        <source>state journal entry {entry} removes {table} {row}, which the log before it does not hold as removed</source>
        <translation>post {entry} i tilstandsjournalen fjerner {table} {row}, som loggen før den ikke indeholder sådan</translation>
    </message>
    <message>
        <source>state journal entry {entry} is of a kind the console never writes ({kind})</source>
        <translation>post {entry} i tilstandsjournalen er af en art, konsollen aldrig skriver ({kind})</translation>
    </message>
    <message>
        <source>state journal entry {entry}, of kind {kind}, holds the operation {op} on {table} {row}, which the console never writes under that kind</source>
        <translation>post {entry} i tilstandsjournalen, af arten {kind}, rummer operationen {op} på {table} {row}, som konsollen aldrig skriver under den art</translation>
    </message>
    <message>
        <source>state journal entry {entry} removes {table} {row}, which roll {roll} names</source>
        <translation>post {entry} i tilstandsjournalen fjerner {table} {row}, som kast {roll} nævner</translation>
    </message>
    <message>
        <source>state journal entry {entry} removes {table} {row}, whose orders or flags the log before it still holds</source>
        <translation>post {entry} i tilstandsjournalen fjerner {table} {row}, hvis ordrer eller mærker loggen før den stadig indeholder</translation>
    </message>
    <message>
        <source>state journal entry {entry} changes {table} {row}, which the log before it does not hold</source>
        <translation>post {entry} i tilstandsjournalen ændrer {table} {row}, som loggen før den ikke indeholder</translation>
    </message>
    <message>
        <source>the file holds what roll {roll} did, but the log ends at roll {last}: rolls were removed from the end of the log</source>
        <translation>filen rummer, hvad kast {roll} gjorde, men loggen slutter ved kast {last}: kast er blevet fjernet fra slutningen af loggen</translation>
    </message>
    <message>
        <source>the state journal was removed from the file, which has kept one since it was made or upgraded: its state tables cannot be proven</source>
        <translation>tilstandsjournalen er fjernet fra filen, som har haft en, siden den blev oprettet eller opgraderet: dens tilstandstabeller kan ikke bevises</translation>
    </message>
    <message>
        <source>the state journal was emptied: a console writes its first entry as it adds it, so its state tables cannot be proven</source>
        <translation>tilstandsjournalen er tømt: en konsol skriver dens første post, når den tilføjer den, så filens tilstandstabeller kan ikke bevises</translation>
    </message>
    <message>
        <source>the file says it was made before the state journal, yet roll {roll} was logged by a console that keeps one: the journal was removed, and its state tables cannot be proven</source>
        <translation>filen siger, at den blev oprettet før tilstandsjournalen, men kast {roll} blev logget af en konsol, der fører en: journalen er fjernet, og dens tilstandstabeller kan ikke bevises</translation>
    </message>
    <message>
        <source>state journal entry {entry} follows roll {roll}, which is not in the log: the log was cut short</source>
        <translation>post {entry} i tilstandsjournalen følger kast {roll}, som ikke er i loggen: loggen er blevet afkortet</translation>
    </message>
    <message>
        <source>it names pack {pack}…, but the game&apos;s pack then is {expected}…: the game changes its pack only with a pack change row</source>
        <translation>det angiver pakke {pack}…, men spillets pakke var da {expected}…: spillet skifter kun pakke med en række for skift af regelpakke</translation>
    </message>
    <message>
        <source>{seal}: a seal begins with B and its bound, e.g. B4 7Q2K-9FXA-3MWD</source>
        <translation>{seal}: et segl begynder med B og sit træk, fx B4 7Q2K-9FXA-3MWD</translation>
    </message>
    <message>
        <source>{seal}: {char} is not in a seal (its letters are 0-9 and A-Z without I, L, O and U)</source>
        <translation>{seal}: {char} findes ikke i et segl (dets tegn er 0-9 og A-Z uden I, L, O og U)</translation>
    </message>
    <message>
        <source>{seal}: a seal has {length} letters and digits after its bound, not {count}</source>
        <translation>{seal}: et segl har {length} bogstaver og cifre efter sit træk, ikke {count}</translation>
    </message>
    <message>
        <source>no seal given: type them as B1 7Q2K-9FXA-3MWD, B2 …</source>
        <translation>intet segl givet: skriv dem som B1 7Q2K-9FXA-3MWD, B2 …</translation>
    </message>
    <message>
        <source>it shows the seal {shown}, but the log before it gives {seal}: the rolls or the state journal before it were changed since it was logged</source>
        <translation>det viser seglet {shown}, men loggen før det giver {seal}: kastene eller tilstandsjournalen før det er blevet ændret, siden det blev logget</translation>
    </message>
    <message>
        <source>the log holds no seal of bound {bound}, but a player holds {seal}: the log was cut short or rewritten at or before the end of bound {bound}</source>
        <translation>loggen har intet segl for træk {bound}, men en spiller har {seal}: loggen er blevet afkortet eller omskrevet ved eller før slutningen af træk {bound}</translation>
    </message>
    <message>
        <source>the seal {seal} a player holds does not match the log: bound {bound} or a bound before it was changed, or rolls were removed</source>
        <translation>seglet {seal}, som en spiller har, passer ikke med loggen: træk {bound} eller et træk før det er blevet ændret, eller kast er blevet fjernet</translation>
    </message>
    <message>
        <source>the copy of pack {pack} ({hash}…) does not give its hash: its tables were changed after it was stored</source>
        <translation>kopien af regelpakke {pack} ({hash}…) giver ikke sin hash: dens skemaer er blevet ændret, efter den blev gemt</translation>
    </message>
    <message>
        <source>the copy of pack {hash}… is kept as {shown}, but it is {pack} {version}</source>
        <translation>kopien af regelpakke {hash}… er gemt som {shown}, men den er {pack} {version}</translation>
    </message>
    <message>
        <source>the index of each unit&apos;s rolls does not list it for {record}, which it involves: a filter by unit would not show it</source>
        <translation>oversigten over hver enheds kast har det ikke under {record}, som det angår: et filter på enhed ville ikke vise det</translation>
    </message>
    <message>
        <source>the index of each unit&apos;s rolls lists roll {roll} for {record}, but the log has no roll {roll}: it was removed</source>
        <translation>oversigten over hver enheds kast har kast {roll} under {record}, men loggen har intet kast {roll}: det er blevet fjernet</translation>
    </message>
    <message>
        <source>the index of each unit&apos;s rolls lists it for {record}, which it does not involve</source>
        <translation>oversigten over hver enheds kast har det under {record}, som det ikke angår</translation>
    </message>
</context>
</TS>

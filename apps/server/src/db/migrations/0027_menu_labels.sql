-- Menu labels that name the page they open (issue 27): the office clicked "Kredity klubů" and got a
-- page headed "Historie kreditů", "Krajské svazy" and got "Federační jednotky".
UPDATE menu_items SET title_cs = 'Historie kreditů', title_en = 'Credit history'
 WHERE zone = 'admin' AND key = 'credit-history/list';
UPDATE menu_items SET title_cs = 'Federační jednotky', title_en = 'Federation units'
 WHERE zone = 'admin' AND key = 'report/list/federation-unit';
-- The legacy key `documents` now opens the native documents browser (an alias page): where the zone's
-- menu already has that browser ("Dokumenty"), "Dokumenty (původní systém)" would be a second item for
-- the same page, so it is hidden there.
UPDATE menu_items m SET is_hidden = true
 WHERE m.key = 'documents'
   AND EXISTS (SELECT 1 FROM menu_items d WHERE d.version = m.version AND d.zone = m.zone AND d.key = 'document');

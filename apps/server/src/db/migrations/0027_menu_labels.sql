-- Menu labels that name the page they open (issue 27): the office clicked "Kredity klubů" and got a
-- page headed "Historie kreditů", "Krajské svazy" and got "Federační jednotky".
UPDATE menu_items SET title_cs = 'Historie kreditů', title_en = 'Credit history'
 WHERE zone = 'admin' AND key = 'credit-history/list';
UPDATE menu_items SET title_cs = 'Federační jednotky', title_en = 'Federation units'
 WHERE zone = 'admin' AND key = 'report/list/federation-unit';

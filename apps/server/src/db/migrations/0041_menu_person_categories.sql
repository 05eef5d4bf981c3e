-- The register's pages are one per person role category (issue 29: persons/{roleId} is a
-- category of the codebook), but the menu's items were titled as if roleId were a role type:
-- "Rozhodčí" (4) opened the federation boards' people. The items now say what they show; the
-- referees are on the coaches, referees and officials page (filtered by role) and in the referee
-- journal.
UPDATE menu_items
   SET title_cs = 'Trenéři, rozhodčí a funkcionáři', title_en = 'Coaches, referees and officials',
       description_cs = 'Trenéři, rozhodčí, funkcionáři a jejich licence',
       description_en = 'Coaches, referees, officials and their licences'
 WHERE key = 'persons' AND params->>'roleId' = '3';
--> statement-breakpoint
UPDATE menu_items
   SET title_cs = 'Členové orgánů', title_en = 'Board members',
       description_cs = 'Členové orgánů svazu a jejich funkce', description_en = 'Members of the federation boards and their positions'
 WHERE key = 'persons' AND params->>'roleId' = '4';

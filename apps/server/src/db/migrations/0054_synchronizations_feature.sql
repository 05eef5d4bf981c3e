-- Issue 33: the synchronizations page exists (the feature row of the admin zone switched on); only
-- the Administrator passes its actions (synchronization.list, synchronization.run), so no rows.
UPDATE features SET is_active = true WHERE id = 'synchronizations' AND zone = 'admin';

/***************************************************************************
  swinputsreadonly.h: a run reads its inputs and writes nothing beside
  them. GDAL keeps a raster's computed statistics in a ".aux.xml" file
  beside it (its persistent auxiliary metadata, PAM) and writes one when a
  dataset it opened is closed: QGIS computes a DEM's statistics when it
  loads the layer, so reading a DEM would rewrite its sidecar or leave a
  new one. While an instance lives, datasets opened on this thread keep no
  such file (GDAL_PAM_ENABLED=NO for this thread only, so a desktop
  session's own rasters are not affected); the setting before is restored.
 ***************************************************************************/
#ifndef SWINPUTSREADONLY_H
#define SWINPUTSREADONLY_H

#include <QByteArray>

class SwInputsReadOnly
{
public:
  SwInputsReadOnly();
  ~SwInputsReadOnly();
  SwInputsReadOnly( const SwInputsReadOnly & ) = delete;
  SwInputsReadOnly &operator=( const SwInputsReadOnly & ) = delete;

private:
  QByteArray mBefore;
  bool mWasSet = false;
};

#endif // SWINPUTSREADONLY_H

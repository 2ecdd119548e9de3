/***************************************************************************
  qgsscalebarrenderer.h: Debian's libqgis-dev installs QGIS's headers in one folder, but
  qgslayoutitemscalebar.h still includes "scalebar/qgsscalebarrenderer.h". This
  forwards to where the header is. Where QGIS's own scalebar/ folder is
  installed, the compiler finds that one first (beside the including header).
 ***************************************************************************/
#include <qgsscalebarrenderer.h>

/***************************************************************************
  compat.cpp: the compat.h helpers that need more of QGIS than a header
  should pull in everywhere.
 ***************************************************************************/
#include "core/compat.h"

#include "qgslayoututils.h"
#if _QGIS_VERSION_INT >= 32400
// (3.22's label header needs a web header Debian 12 does not install.)
#include "qgslayoutitemlabel.h"
#include "qgsrendercontext.h"
#include "qgstextrenderer.h"
#endif

#include <QFontMetricsF>

double swLabelTextHeightMm( const QgsLayoutItem *label, const QFont &font, const QString &text, double widthMm )
{
#if _QGIS_VERSION_INT >= 32400
  // QgsTextRenderer draws the label from its text format, wrapping lines at its width.
  Q_UNUSED( font )
  const QgsLayoutItemLabel *fontLabel = qobject_cast<const QgsLayoutItemLabel *>( label );
  if ( !fontLabel )
    return 0;
  QgsRenderContext context = QgsLayoutUtils::createRenderContextForLayout( const_cast<QgsLayout *>( fontLabel->layout() ), nullptr );
  context.setFlag( Qgis::RenderContextFlag::ApplyScalingWorkaroundForTextRendering );
  const double perMm = context.convertToPainterUnits( 1, Qgis::RenderUnit::Millimeters );
  return QgsTextRenderer::textHeight( context, fontLabel->textFormat(), text.split( '\n' ), Qgis::TextLayoutMode::Rectangle, nullptr, Qgis::TextRendererFlag::WrapLines, widthMm * perMm ) / perMm;
#else
  // Qt draws the label at this many units per mm (QgsLayoutUtils' font workaround).
  Q_UNUSED( label )
  constexpr double QT_UNITS_PER_MM = 10.0;
  const QFontMetricsF metrics( QgsLayoutUtils::scaledFontPixelSize( font ) );
  const QRectF bounds = metrics.boundingRect( QRectF( 0, 0, widthMm * QT_UNITS_PER_MM, 1e7 ), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text );
  return bounds.height() / QT_UNITS_PER_MM;
#endif
}
